import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { callApi } from '../../../shared/api/call-api';
import { useProtectionChange } from './use-protection-change';

/** Applies a parked raise or removal once its 24 hours have passed (and before it lapses). */
export function confirmProtectionLimit(variables: { measure: ProtectionMeasure; period: ProtectionPeriod }) {
  return callApi('protectionLimitConfirm', variables, { silent: true });
}

export const useProtectionLimitConfirm = () => useProtectionChange(confirmProtectionLimit);
