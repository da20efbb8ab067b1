import { decimalsOf } from '@playdeck/contract';
import type { AdjustmentRepo } from './adjustments-repo.js';

/** Without a threshold set for a site and currency: 1,000 in the currency's units. */
export const defaultThreshold = (currency: string) => 1_000n * 10n ** BigInt(decimalsOf(currency));

/**
 * Per site and currency, what one operator may move alone: an adjustment whose requester's day total
 * for the member would pass it, and a bank deposit or a withdrawal above it, need a second operator.
 */
export const createApprovalThreshold =
  (repo: Pick<AdjustmentRepo, 'threshold'>) =>
  async (siteId: number, currency: string): Promise<bigint> =>
    (await repo.threshold(siteId, currency)) ?? defaultThreshold(currency);

export type ApprovalThreshold = ReturnType<typeof createApprovalThreshold>;
