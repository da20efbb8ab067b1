import { useNotify, useRefresh } from 'react-admin';
import { errorCode, errorStatus } from '../api/http-client';

/**
 * A refused save. 409: someone saved first; the record is read again, and the forms (which keep values
 * that were typed) take the other person's changes and the new version, so the operator reviews and
 * saves again. A 400 naming a field is shown under that field; anything else is the server's message.
 */
export function useSettingsSaveError() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (error: unknown) => {
    if (errorStatus(error) === 409) {
      refresh();
      return notify('app.sites.conflict', { type: 'error', autoHideDuration: 20_000 });
    }
    if (errorStatus(error) === 400 && errorCode(error) === 'validation') {
      return notify('app.sites.invalid_notice', { type: 'error' });
    }
    const message = error instanceof Error ? error.message : 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}
