import type { ProtectionMeasure, ProtectionPeriod } from '@playdeck/contract';
import { SESSION_LIMIT_MAX_MINUTES, formatLimitValue, parseLimitValue } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { cleanAmountInput } from '../../../shared/lib/amount-text';
import { money } from './money';

// A limit holds money (deposit, loss, wager) or minutes of play (session, decision 0052): each figure, field
// and sent value of a limit goes through here, so play time never reads or travels as an amount.

/** A limit's figure as the member reads it: "$ 100.00", or "90 min" for play time. */
export function limitFigure(measure: ProtectionMeasure, value: string, currency: string): string {
  return measure === 'session' ? t('protection.minutes', { minutes: value }) : money(value, currency);
}

/**
 * What the field keeps of a keystroke. Minutes stay as typed and are checked on save: cleaning "1.5" to "15"
 * would set ten times the limit the member meant, where a refusal tells them.
 */
export function cleanLimitInput(measure: ProtectionMeasure, text: string, currency: string): string {
  return measure === 'session' ? text.slice(0, 12) : cleanAmountInput(text, currency);
}

/**
 * The value as the API wants it ("100.00", or "90" minutes); undefined unless it is more than zero and, for
 * play time, whole minutes no longer than the window.
 */
export function wireLimitValue(
  measure: ProtectionMeasure,
  period: ProtectionPeriod,
  text: string,
  currency: string,
): string | undefined {
  const value = parseLimitValue(measure, period, text.trim(), currency);
  return value === undefined || value <= 0n ? undefined : formatLimitValue(measure, value, currency);
}

/** Why a typed value cannot be sent, naming the longest play-time limit the window allows. */
export function limitValueError(measure: ProtectionMeasure, period: ProtectionPeriod): string {
  return measure === 'session'
    ? t('protection.err.minutes', { max: SESSION_LIMIT_MAX_MINUTES[period] })
    : t('protection.err.amount');
}
