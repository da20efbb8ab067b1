import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { callApi } from '../../../shared/api/call-api';
import { useProtectionChange } from './use-protection-change';

export interface LimitSetVariables {
  measure: ProtectionMeasure;
  period: ProtectionPeriod;
  /** The new limit ("100.00"); null removes it (a removal waits like a raise). */
  amount: string | null;
}

/** Sets, lowers, raises or removes one limit; a lower one applies at once, a raise or removal is parked. */
export function setProtectionLimit(variables: LimitSetVariables) {
  return callApi('protectionLimitSet', variables, { silent: true });
}

export const useProtectionLimitSet = () => useProtectionChange(setProtectionLimit);
