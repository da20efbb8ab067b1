import type { CashSurplusSettings } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { cashSurplusTerms } from './cash-surplus-terms';
import { periodParts } from './period';

const settings: CashSurplusSettings = {
  rate_permille: 50,
  cap: '200.00',
  minimum: '1.00',
  period: 'day',
  mode: 'claim',
};

describe('cash-back terms', () => {
  it('says the rate, the cap, the minimum and that it is claimed here within 7 days', () => {
    expect(cashSurplusTerms(settings, 'USD')).toEqual([
      { key: 'cashback.terms.day', vars: { rate: '5%', cap: '$ 200.00' } },
      { key: 'cashback.terms.minimum', vars: { minimum: '$ 1.00' } },
      { key: 'cashback.terms.claim', vars: { days: 7 } },
    ]);
  });

  it('leaves out a cap of 0 and a minimum of 0, and says a paid-out programme pays by itself', () => {
    const terms = cashSurplusTerms({ ...settings, cap: '0.00', minimum: '0', period: 'week', mode: 'auto' }, 'USD');
    expect(terms).toEqual([
      { key: 'cashback.terms.week_no_cap', vars: { rate: '5%' } },
      { key: 'cashback.terms.auto' },
    ]);
  });
});

describe('periods', () => {
  it('shows a day as one date and a week as its first and last days (the end is exclusive)', () => {
    // The site's time zone is America/Caracas (UTC-4): its midnight is 04:00 UTC.
    expect(periodParts('2025-01-06T04:00:00.000Z', '2025-01-07T04:00:00.000Z')).toEqual({
      from: '2025-01-06',
      to: null,
    });
    expect(periodParts('2025-01-06T04:00:00.000Z', '2025-01-13T04:00:00.000Z')).toEqual({
      from: '2025-01-06',
      to: '2025-01-12',
    });
  });

  it('shows the times of a period that does not run midnight to midnight in the site time zone', () => {
    expect(periodParts('2025-01-06T00:00:00.000Z', '2025-01-07T00:00:00.000Z')).toEqual({
      from: '2025-01-05 20:00',
      to: '2025-01-06 20:00',
    });
  });
});
