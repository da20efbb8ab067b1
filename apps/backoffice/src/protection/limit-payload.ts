import { operatorLimitRequest, operatorTimeOutRequest } from '@playdeck/contract/admin';
import type { FieldValues } from 'react-hook-form';
import { schemaErrors } from '../shared/form-errors';
import { textOf } from '../shared/form-values';
import { amountText } from '../shared/money';
import { limitValueProblem } from './limit-value';
import type { OperatorLimitBody, OperatorTimeOutBody } from './types';

/** A reason too short to mean anything says so (the contract's "at least 3" would read as "required"). */
function reasonProblem(values: FieldValues) {
  const length = textOf(values.reason).length;
  return length > 0 && length < 3 ? { message: 'ra.validation.minLength', args: { min: 3 } } : undefined;
}

// What an operator imposes on one member: a limit (only ever lower than the operator's limit in place; the
// server refuses a raise) or a time-out (nothing lifts it early), each with the reason the audit log keeps.

/** POST /api/admin/member-protection/:memberId/limits. */
export const operatorLimitBody = (values: FieldValues) =>
  ({
    measure: values.measure,
    period: values.period,
    amount: amountText(values.amount),
    reason: textOf(values.reason),
  }) as OperatorLimitBody;

/**
 * The contract's rules, and the amount in the member's currency's decimals (0 stops that measure), or whole
 * minutes within the window for a session limit.
 */
export function validateOperatorLimit(values: FieldValues, currency: string) {
  const extra: Record<string, unknown> = {};
  const reason = reasonProblem(values);
  if (reason) extra.reason = reason;
  const amount = limitValueProblem(values.measure, values.period, values.amount, currency);
  if (amount) extra.amount = amount;
  return schemaErrors(operatorLimitRequest, operatorLimitBody(values), extra);
}

/** POST /api/admin/member-protection/:memberId/time-out. */
export const operatorTimeOutBody = (values: FieldValues) =>
  ({ period: values.period, reason: textOf(values.reason) }) as OperatorTimeOutBody;

/** The contract's rules, and the operator's explicit "I understand" (a time-out cannot be undone). */
export function validateOperatorTimeOut(values: FieldValues) {
  const extra: Record<string, unknown> = {};
  const reason = reasonProblem(values);
  if (reason) extra.reason = reason;
  if (values.confirm !== true) extra.confirm = 'app.protection.time_out.confirm_required';
  return schemaErrors(operatorTimeOutRequest, operatorTimeOutBody(values), extra);
}
