import type { Tx } from '../../db/client.js';

/**
 * Brings a provider wallet's balance home (the games domain's transfer out); refuses while the member
 * has a game open. Answers the transfer's state and the amount moved, in minor units.
 */
export type BringBack = (
  member: { siteId: number; memberId: number; currency: string },
  gpId: string,
) => Promise<{ state: 'settled' | 'pending' | 'failed' | 'nothing' | 'playing' | 'busy'; amount: bigint }>;

/** What is about to move money towards a member's play, as the checks of `wallet.beforeMoney` see it. */
export type MoneyMove =
  | 'deposit'
  | 'game_launch'
  | 'game_transfer_in'
  /** A seamless game's bet, drawn on the main wallet (amount: the stake). */
  | 'game_bet'
  | 'activity_claim'
  | 'roulette_spin'
  | 'agent_transfer'
  /** A programme's award (cash back, recommend a friend): a promotion, which a blocked member does not get. */
  | 'promotion_award';

/**
 * Money about to move for a member, before anything is recorded. Bringing money back from a game and
 * withdrawals are never asked: a check may stop play, never keep a member's money from them.
 */
export interface MoneyAttempt {
  move: MoneyMove;
  siteId: number;
  memberId: number;
  currency: string;
  /** In minor units; null where it is not known beforehand (a launch, a spin, a red envelope's share). */
  amount: bigint | null;
  /**
   * The transaction that records the move, where the caller has one open (a deposit's order): a check that
   * counts what it allows writes or locks in it, so two moves at once cannot both pass one limit.
   */
  tx?: Tx;
}

/**
 * The postings of seamless games on the main wallet (decision 0054): a bet takes the stake, a win pays, a
 * rollback gives a bet's stake back. Stakes are bets less rollbacks; a game result is the sum of all three.
 */
export const SEAMLESS_KINDS = { bet: 'game_bet', win: 'game_win', rollback: 'game_rollback' } as const;

/** Main-wallet postings that are stakes (negative): moved into a transfer-wallet game, or bet in a seamless one. */
export const STAKE_KINDS = ['game_transfer_in', SEAMLESS_KINDS.bet, SEAMLESS_KINDS.rollback];
/** Postings whose sum is the member's game result: settled by transfer-wallet games, or each seamless bet and win. */
export const GAME_RESULT_KINDS = ['game_result', ...Object.values(SEAMLESS_KINDS)];
