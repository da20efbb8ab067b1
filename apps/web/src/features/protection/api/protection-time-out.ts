import type { TimeOutPeriod } from '@playdeck/contract';
import { callApi } from '../../../shared/api/call-api';
import { useProtectionChange } from './use-protection-change';

/** Takes a break at once; it cannot be undone, and the server ends every session of the member. */
export function takeTimeOut(period: TimeOutPeriod) {
  return callApi('protectionTimeOut', { period, confirm: 1 }, { silent: true });
}

export const useProtectionTimeOut = () => useProtectionChange(takeTimeOut);
