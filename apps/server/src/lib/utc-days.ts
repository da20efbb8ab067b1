import { RESULT } from '@playdeck/contract';
import { ApiError } from './envelope.js';
import type { MessageKey, MessageVars } from '../i18n/catalog.js';
import { msg } from '../i18n/catalog.js';

const DAY_MS = 86_400_000;

/** A 400 that names the field and the rule, like the schema's own refusals. */
export const fieldRefused = (field: string, rule: string, key: MessageKey, vars: MessageVars = {}) =>
  new ApiError(RESULT.badRequest, msg(key, { field, ...vars }), 400, { field, rule });

/**
 * 'YYYY-MM-DD' (the contract has checked the shape) as the start of that day. Days are UTC for now: the
 * member pages do not yet send a time zone, and a site's own zone is a later decision.
 */
export function utcDay(value: string, field: string): Date {
  const day = new Date(`${value}T00:00:00.000Z`);
  // Date rolls 2026-02-30 over to March: a day that does not exist is refused, not moved.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw fieldRefused(field, 'date', 'validation.no_such_day');
  }
  return day;
}

export interface DayRange {
  /** The start of start_date (inclusive). */
  from?: Date;
  /** The start of the day after end_date (exclusive). */
  to?: Date;
}

/**
 * start_date and end_date (each optional unless `required`) as a half-open UTC range; the end may not be
 * before the start, nor more than `maxDays` days after it (both days counted).
 */
export function utcDayRange(
  start: string | undefined,
  end: string | undefined,
  limits: { maxDays?: number } = {},
): DayRange {
  const from = start === undefined ? undefined : utcDay(start, 'start_date');
  const endDay = end === undefined ? undefined : utcDay(end, 'end_date');
  const to = endDay && new Date(endDay.getTime() + DAY_MS);
  if (from && to && to <= from) throw fieldRefused('end_date', 'order', 'validation.end_before_start');
  if (from && to && limits.maxDays && (to.getTime() - from.getTime()) / DAY_MS > limits.maxDays) {
    throw fieldRefused('end_date', 'max_days', 'validation.range_too_long', { days: limits.maxDays });
  }
  return { from, to };
}
