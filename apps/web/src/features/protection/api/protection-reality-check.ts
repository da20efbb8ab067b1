import { callApi } from '../../../shared/api/call-api';
import { useProtectionChange } from './use-protection-change';

export type RealityCheckMinutes = 0 | 15 | 30 | 60 | 120;

/** How often the member is reminded how long they have been playing; 0 turns it off. */
export function setRealityCheck(minutes: RealityCheckMinutes) {
  return callApi('protectionRealityCheck', { minutes }, { silent: true });
}

export const useProtectionRealityCheck = () => useProtectionChange(setRealityCheck);
