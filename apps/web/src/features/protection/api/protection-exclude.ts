import type { ExclusionPeriod } from '@playdeck/contract';
import { callApi } from '../../../shared/api/call-api';
import { useProtectionChange } from './use-protection-change';

/** Self-exclusion at once; it cannot be undone, and the server ends every session of the member. */
export function excludeSelf(period: ExclusionPeriod) {
  return callApi('protectionExclude', { period, confirm: 1 }, { silent: true });
}

export const useProtectionExclude = () => useProtectionChange(excludeSelf);
