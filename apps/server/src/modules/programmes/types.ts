import type { createCashback } from './cashback.js';
import type { createReferrals } from './referrals.js';

export interface Programmes {
  referrals: ReturnType<typeof createReferrals>;
  cashback: ReturnType<typeof createCashback>;
  /** Runs the jobs now (tests, and the demo's "run now"). */
  payReferralAwards: () => Promise<number>;
  grantCashback: (now?: Date) => Promise<number>;
}
