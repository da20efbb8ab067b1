import { callApi } from '../../../shared/api/call-api';
import { useProtectionChange } from './use-protection-change';

/** The member declines the deposit-limit offer; the server does not offer it again. */
export function skipDepositLimitPrompt() {
  return callApi('protectionPromptSkip', {}, { silent: true });
}

export const useProtectionPromptSkip = () => useProtectionChange(skipDepositLimitPrompt);
