import { decimalsOf } from '@playdeck/contract';
import type { WalletService } from '../wallet/index.js';
import { STAKE_KINDS } from '../wallet/index.js';
import type { RuleRow, SettingsRepo } from './settings-repo.js';

/** Credits that carry a wagering requirement, and what counts as wagered (stakes sent to games). */
// Money an agent transferred to a member counts like a deposit (decision 0022): it cannot leave unplayed.
const CREDIT_KINDS = ['deposit', 'red_envelope', 'roulette', 'referral_award', 'cash_surplus', 'agent_transfer_in'];

/** Without a rule saved for a site and currency (amounts in the currency's units). */
export function defaultRule(siteId: number, currency: string): RuleRow {
  const unit = 10n ** BigInt(decimalsOf(currency));
  return {
    siteId,
    currency,
    minAmount: 10n * unit,
    maxAmount: 50_000n * unit,
    dailyCount: 5,
    dailyAmount: 100_000n * unit,
    turnoverMultiplier: 1,
    version: 0,
  };
}

/**
 * What a member must still wager before money can leave: each credit (deposit, red envelope, roulette
 * prize) asks for `multiplier` times itself, and every stake sent to a game pays the requirement off.
 * Both are sums over the member's ledger, so a partial withdrawal or a later deposit is counted right.
 * Stakes are the money moved into game wallets and seamless games' bets less their rollbacks, the wagering
 * this site can see for itself (decisions 0020, 0054).
 */
export function createTurnover(deps: { wallet: WalletService; settings: SettingsRepo }) {
  return {
    async rule(siteId: number, currency: string): Promise<RuleRow> {
      return (await deps.settings.rule(siteId, currency)) ?? defaultRule(siteId, currency);
    },
    async left(siteId: number, memberId: number, multiplier: number): Promise<bigint> {
      if (multiplier <= 0) return 0n;
      const sums = await deps.wallet.mainSums(siteId, memberId, [...CREDIT_KINDS, ...STAKE_KINDS]);
      const credited = CREDIT_KINDS.reduce((sum, kind) => sum + (sums.get(kind) ?? 0n), 0n);
      const staked = -STAKE_KINDS.reduce((sum, kind) => sum + (sums.get(kind) ?? 0n), 0n);
      const left = credited * BigInt(multiplier) - staked;
      return left > 0n ? left : 0n;
    },
  };
}

export type Turnover = ReturnType<typeof createTurnover>;
