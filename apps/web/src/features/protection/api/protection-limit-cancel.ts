import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { callApi } from '../../../shared/api/call-api';
import { useProtectionChange } from './use-protection-change';

/** Drops a parked raise or removal: the limit that applies stays as it is. */
export function cancelProtectionLimit(variables: { measure: ProtectionMeasure; period: ProtectionPeriod }) {
  return callApi('protectionLimitCancel', variables, { silent: true });
}

export const useProtectionLimitCancel = () => useProtectionChange(cancelProtectionLimit);
