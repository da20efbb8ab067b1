import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { errorCode } from '../api/http-client';

/**
 * What to tell the operator about a failed call: our text for a known code, else the server's message.
 * `special` (a module constant) gives a screen's own key for a code whose general text would mislead
 * there: a 403 on approving one's own request is not about the role.
 */
export function useErrorMessage(special?: Readonly<Record<string, string>>) {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : translate('ra.notification.http_error');
      const code = errorCode(error);
      // A validation message names the field and the rule: more useful than any generic text.
      if (!code || code === 'validation') return message;
      return translate(special?.[code] ?? `app.errors.${code}`, { _: message });
    },
    [translate, special],
  );
}
