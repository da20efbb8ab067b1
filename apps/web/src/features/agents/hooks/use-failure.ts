import { useState } from 'react';
import type { Vars } from '../../../shared/i18n/translate';
import { t } from '../../../shared/i18n/translate';
import type { AgentCall, AgentFailure } from '../lib/agent-errors';
import { agentFailure } from '../lib/agent-errors';

const textOf = (failure: AgentFailure) => failure.text ?? t(failure.key ?? 'agents.err.unknown', failure.vars);

/**
 * A form's failed call, shown where it belongs: under the field it names when the form has that field,
 * else as the form's message. `fields` are the wire names the form shows.
 */
export function useFailure(fields: readonly string[], call: AgentCall = 'other') {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  return {
    fieldErrors,
    message,
    clear(field?: string) {
      setMessage(null);
      if (field) setFieldErrors(({ [field]: _, ...rest }) => rest);
      else setFieldErrors({});
    },
    setFieldErrors(errors: Record<string, string>) {
      setMessage(null);
      setFieldErrors(errors);
    },
    /** Shows a rejected call; `vars` fills the limits of the transfer's messages. */
    show(error: unknown, vars?: Vars) {
      const failure = agentFailure(error, call, vars);
      if (!failure) return;
      if (failure.field && fields.includes(failure.field)) {
        setMessage(null);
        setFieldErrors({ [failure.field]: textOf(failure) });
        return;
      }
      setFieldErrors({});
      setMessage(textOf(failure));
    },
  };
}
