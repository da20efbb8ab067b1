import { formatMinor, PAYMENT_CODES } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow, WithdrawPassword } from '../identity/index.js';
import { HELD_WALLET, InsufficientFunds } from '../wallet/index.js';
import type { WalletService } from '../wallet/index.js';
import type { AccountsRepo } from './accounts-repo.js';
import { bankNameOf } from './banks.js';
import type { Notices } from './credit.js';
import { amountOf, newOrderNumber, outOfRange, startOfDay } from './order-numbers.js';
import type { Actor, OrderRow, OrdersRepo } from './orders-repo.js';
import type { RuleRow } from './settings-repo.js';
import type { Turnover } from './turnover.js';

export interface WithdrawInput {
  amount: string;
  accountId: number;
  withdrawPassword: string;
  requestId: string;
}

/**
 * Withdrawals, the money side. Submitting moves the amount from the main wallet into the held wallet
 * (two postings, one transaction; the main balance can never go below zero, so parallel requests can
 * never hold more than there is). Rejecting, cancelling or a failed payout moves it back; a paid
 * payout takes it out of the held wallet. Each move is keyed by the order number: never twice.
 */
export function createWithdrawalMoney(deps: { repo: OrdersRepo; wallet: WalletService; notices: Notices }) {
  const { repo, wallet } = deps;
  const move = (tx: Tx, o: OrderRow, provider: string, amount: bigint, kind: string, key: string) =>
    wallet.postIn(tx, {
      siteId: o.siteId,
      memberId: o.memberId,
      currency: o.currency,
      provider,
      amount,
      kind,
      reference: o.orderNumber,
      idempotencyKey: `${key}:${o.orderNumber}`,
    });

  return {
    hold: async (tx: Tx, o: OrderRow) => {
      const main = await move(tx, o, '', -o.amount, 'withdrawal_hold', 'withdrawal_hold');
      await move(tx, o, HELD_WALLET, o.amount, 'withdrawal_hold', 'withdrawal_hold_in');
      return main.balanceAfter;
    },

    /** Closes a waiting order (`to`: rejected, cancelled or failed) and gives the held money back. */
    async release(order: OrderRow, from: readonly string[], to: string, actor: Actor, note = '') {
      const done = await repo.transaction(async (tx) => {
        const closed = await repo.transition(
          tx,
          order.id,
          from,
          to,
          actor,
          { checkAt: null, decidedBy: actor.operatorId },
          note,
        );
        if (!closed) return undefined;
        await move(tx, closed, HELD_WALLET, -closed.amount, 'withdrawal_release', 'withdrawal_release_out');
        const main = await move(tx, closed, '', closed.amount, 'withdrawal_release', 'withdrawal_release');
        return { closed, balance: main.balanceAfter };
      });
      if (!done) return undefined;
      deps.notices.cash(done.closed.memberId, done.balance, done.closed.currency);
      deps.notices.orderChanged(done.closed);
      return done.closed;
    },

    /** The payout is paid: the held money leaves the site. */
    async paid(order: OrderRow, actor: Actor, gatewayTxId: string | null) {
      const paid = await repo.transaction(async (tx) => {
        const row = await repo.transition(tx, order.id, ['paying'], 'paid', actor, {
          checkAt: null,
          gatewayStatus: 'paid',
          gatewayTxId,
        });
        if (row) await move(tx, row, HELD_WALLET, -row.amount, 'withdrawal', 'withdrawal_paid');
        return row;
      });
      if (paid) deps.notices.orderChanged(paid);
      return paid;
    },
  };
}
export type WithdrawalMoney = ReturnType<typeof createWithdrawalMoney>;

/** What a member asks for: the rules of the site and currency, checked under the member's wallet lock. */
export function createWithdrawalRequests(deps: {
  repo: OrdersRepo;
  accounts: AccountsRepo;
  wallet: WalletService;
  turnover: Turnover;
  withdrawPassword: WithdrawPassword;
  money: WithdrawalMoney;
  notices: Notices;
}) {
  const { repo } = deps;

  /** The limits that do not change while this member's request waits for its lock. */
  async function checkStanding(member: MemberRow, amount: bigint): Promise<RuleRow> {
    const rule = await deps.turnover.rule(member.siteId, member.memberCurrency);
    const money = (v: bigint) => formatMinor(v, member.memberCurrency);
    if (amount < rule.minAmount || amount > rule.maxAmount)
      throw outOfRange(money(rule.minAmount), money(rule.maxAmount));
    const left = await deps.turnover.left(member.siteId, member.id, rule.turnoverMultiplier);
    if (left > 0n) {
      throw new ApiError(PAYMENT_CODES.turnoverNotMet, 'pay.err.turnover_not_met', 200, {
        turnover_left: money(left),
      });
    }
    return rule;
  }

  /** Today's count and amount, read under the member's wallet lock so parallel requests take turns. */
  async function checkToday(tx: Tx, member: MemberRow, amount: bigint, rule: RuleRow) {
    const today = await repo.memberWithdrawalsSince(tx, member.id, startOfDay());
    if (today.count >= rule.dailyCount) throw new ApiError(PAYMENT_CODES.withdrawDailyCount, 'pay.err.daily_count');
    if (today.amount + amount > rule.dailyAmount) {
      throw new ApiError(PAYMENT_CODES.withdrawDailyAmount, 'pay.err.daily_amount');
    }
  }

  async function place(member: MemberRow, input: WithdrawInput, amount: bigint): Promise<OrderRow> {
    const account = await deps.accounts.find(member.siteId, member.id, input.accountId);
    if (!account) throw new ApiError(PAYMENT_CODES.accountNotFound, 'pay.err.account_not_found');
    const rule = await checkStanding(member, amount);
    const placed = await repo.transaction(async (tx) => {
      // One member's withdrawals take turns here, so the daily counts are read right.
      await deps.wallet.lockMainBalance(tx, member.siteId, member.id);
      await checkToday(tx, member, amount, rule);
      const order = await repo.insert(
        tx,
        {
          orderNumber: newOrderNumber('withdrawal'),
          siteId: member.siteId,
          memberId: member.id,
          kind: 'withdrawal',
          channelKind: 'online',
          channelName: bankNameOf(member.memberCurrency, account.bankCode) ?? account.bankCode,
          currency: member.memberCurrency,
          amount,
          requestId: input.requestId,
          payoutAccount: {
            kind: account.kind,
            bankCode: account.bankCode,
            bankName: bankNameOf(member.memberCurrency, account.bankCode) ?? account.bankCode,
            accountNo: account.accountNo,
            holderName: account.holderName,
          },
        },
        { name: 'member' },
      );
      const balance = await deps.money.hold(tx, order);
      return { order, balance };
    });
    deps.notices.cash(member.id, placed.balance, member.memberCurrency);
    deps.notices.orderChanged(placed.order);
    return placed.order;
  }

  return {
    async submit(member: MemberRow, ip: string, input: WithdrawInput): Promise<OrderRow> {
      const earlier = await repo.byRequest(member.siteId, member.id, 'withdrawal', input.requestId);
      if (earlier) return earlier;
      const amount = amountOf(input.amount, member.memberCurrency);
      await deps.withdrawPassword.check(member, ip, input.withdrawPassword);
      try {
        return await place(member, input, amount);
      } catch (err) {
        if (err instanceof InsufficientFunds)
          throw new ApiError(PAYMENT_CODES.insufficientBalance, 'pay.err.insufficient_balance');
        const first =
          isUniqueViolation(err) && (await repo.byRequest(member.siteId, member.id, 'withdrawal', input.requestId));
        if (first) return first;
        throw err;
      }
    },

    /** The member takes back a withdrawal finance has not decided on yet. */
    async cancel(member: MemberRow, orderNumber: string): Promise<OrderRow> {
      const order = await repo.byNumber(orderNumber);
      if (!order || order.memberId !== member.id || order.siteId !== member.siteId || order.kind !== 'withdrawal') {
        throw new ApiError(PAYMENT_CODES.orderNotFound, 'pay.err.order_not_found');
      }
      const closed = await deps.money.release(order, ['pending'], 'cancelled', { name: 'member' });
      if (!closed) throw new ApiError(PAYMENT_CODES.notCancellable, 'pay.err.not_cancellable');
      return closed;
    },
  };
}
export type WithdrawalRequests = ReturnType<typeof createWithdrawalRequests>;
