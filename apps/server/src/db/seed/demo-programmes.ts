import type { Db } from '../client.js';
import { cashbackSettings, referralSettings } from '../schema/index.js';

/**
 * The demo's programmes, on the first site: recommending a friend pays 10.00 when the
 * friend's first deposit reaches 100.00 and 20.00 when their turnover reaches 1,000.00; losses return
 * 5 % a day (at most 100.00, at least 1.00), claimed in the member centre. VND members get a weekly cash
 * back paid on its own. Amounts are minor units.
 */
export const DEMO_PROGRAMMES = {
  referral: [
    {
      siteId: 1,
      currency: 'USD',
      enabled: true,
      rules: [
        { kind: 'first_deposit' as const, threshold: '10000', award: '1000' },
        { kind: 'turnover' as const, threshold: '100000', award: '2000' },
      ],
    },
  ],
  cashback: [
    {
      siteId: 1,
      currency: 'USD',
      enabled: true,
      ratePermille: 50,
      cap: 10_000n,
      minimum: 100n,
      period: 'day' as const,
      mode: 'claim' as const,
    },
    {
      siteId: 1,
      currency: 'VND',
      enabled: true,
      ratePermille: 30,
      cap: 0n,
      minimum: 1_000n,
      period: 'week' as const,
      mode: 'auto' as const,
    },
  ],
};

/** Written once: an operator's later edits are kept. */
export async function seedProgrammes(db: Db): Promise<void> {
  await db.insert(referralSettings).values(DEMO_PROGRAMMES.referral).onConflictDoNothing();
  await db.insert(cashbackSettings).values(DEMO_PROGRAMMES.cashback).onConflictDoNothing();
}
