import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, lastMark, nextCheckAt, sessionStart, signedMoney } from './reality-check';

describe('reality check', () => {
  it('counts the session from the first game the page opened', () => {
    expect(sessionStart([])).toBeNull();
    expect(sessionStart([{ openedAt: 5_000 }, { openedAt: 2_000 }])).toBe(2_000);
  });

  it('counts from the last Keep playing of the same session, else from the session start', () => {
    expect(lastMark(null, null)).toBeNull();
    expect(lastMark(1_000, null)).toBe(1_000);
    expect(lastMark(1_000, { since: 1_000, at: 901_000 })).toBe(901_000);
    // A game left and another opened: a new session, counted from its own start.
    expect(lastMark(5_000, { since: 1_000, at: 901_000 })).toBe(5_000);
    expect(lastMark(null, { since: 1_000, at: 901_000 })).toBeNull();
  });

  it('is due the chosen minutes after the last mark, and never when off', () => {
    expect(nextCheckAt(1_000, 15)).toBe(1_000 + 15 * 60_000);
    expect(nextCheckAt(1_000, 120)).toBe(1_000 + 120 * 60_000);
    expect(nextCheckAt(1_000, 0)).toBeNull();
  });

  it('splits a duration into whole hours and minutes', () => {
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(15 * 60 + 3)).toEqual({ hours: 0, minutes: 15 });
    expect(hoursAndMinutes(2 * 3600 + 5 * 60)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });

  it('writes the net result with its sign before the currency', () => {
    expect(signedMoney('-12.50', 'USD')).toBe('-$ 12.50');
    expect(signedMoney('5', 'USD')).toBe('+$ 5.00');
    expect(signedMoney('0.00', 'USD')).toBe('$ 0.00');
    expect(signedMoney('-3.00', 'XXX')).toBe('-3.00 XXX');
  });
});
