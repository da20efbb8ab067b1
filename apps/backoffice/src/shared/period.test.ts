import { describe, expect, it } from 'vitest';
import { formatPeriod } from './period';

const ZONE = 'America/Caracas';
// Intl puts thin spaces around a range's dash; the test reads them as plain ones.
const shown = (...args: Parameters<typeof formatPeriod>) => formatPeriod(...args).replace(/\s/g, ' ');

describe('a cash-back period as shown', () => {
  it('shows the days on the site clock, the end being the first instant after the period', () => {
    expect(shown('2026-05-04T04:00:00Z', '2026-05-11T04:00:00Z', 'en', ZONE)).toBe('May 4 – 10, 2026');
    expect(shown('2026-04-27T04:00:00Z', '2026-05-04T04:00:00Z', 'en', ZONE)).toBe('Apr 27 – May 3, 2026');
  });

  it('shows a day period as that one day', () => {
    expect(formatPeriod('2026-05-04T04:00:00Z', '2026-05-05T04:00:00Z', 'en', ZONE)).toBe('May 4, 2026');
    expect(formatPeriod('2026-05-04', '2026-05-05', 'zh-CN', ZONE)).toBe('2026年5月4日');
  });

  it('shows nothing for a start it cannot read', () => {
    expect(formatPeriod(undefined, '2026-05-05', 'en', ZONE)).toBe('');
    expect(formatPeriod('soon', '2026-05-05', 'en', ZONE)).toBe('');
  });
});
