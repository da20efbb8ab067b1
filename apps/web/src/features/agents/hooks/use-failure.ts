import type { Vars } from '../../../shared/i18n/translate';
import { t } from '../../../shared/i18n/translate';
import { useFormFailure } from '../../../shared/ui/form/use-form-failure';
import type { AgentCall, AgentFailure } from '../lib/agent-errors';
import { agentFailure } from '../lib/agent-errors';

const textOf = (failure: AgentFailure) => failure.text ?? t(failure.key ?? 'agents.err.unknown', failure.vars);

/** A form's failed agent call, placed by the shared form failure; `call` picks the call's own messages. */
export function useFailure(fields: readonly string[], call: AgentCall = 'other') {
  const { place, ...shown } = useFormFailure(fields);
  return {
    ...shown,
    /** Shows a rejected call; `vars` fills the limits of the transfer's messages. */
    show(error: unknown, vars?: Vars) {
      const failure = agentFailure(error, call, vars);
      if (failure) place(failure.field, textOf(failure));
    },
  };
}
