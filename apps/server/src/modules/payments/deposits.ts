import { formatMinor, PAYMENT_CODES } from '@playdeck/contract';
import type { DepositOnlineReply, PaymentChannel, PaymentChannelsReply } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from '../identity/index.js';
import type { Crediting, Notices } from './credit.js';
import { CREDITABLE_BANK } from './credit.js';
import type { PaymentGateway } from './gateway.js';
import { amountOf, newOrderNumber, outOfRange, startOfDay } from './order-numbers.js';
import type { Actor, OrderRow, OrdersRepo } from './orders-repo.js';
import { checkDelayMs } from './reconcile-timing.js';
import type { ChannelRow, SettingsRepo } from './settings-repo.js';
import { holderOf } from '../wallet/index.js';
import type { MoneyAttempt } from '../wallet/index.js';
import type { Hook } from '../../lib/hooks.js';

/** A member may have this many bank deposits waiting for finance at once. */
export const MAX_PENDING_BANK_DEPOSITS = 3;

export interface BankDepositInput {
  channelId: number;
  amount: string;
  senderName: string;
  transferredAt: Date;
  receipt?: { mime: string; bytes: Buffer };
  requestId: string;
}

const unavailable = () => new ApiError(PAYMENT_CODES.channelUnavailable, 'pay.err.channel_unavailable');

function toChannel(c: ChannelRow): PaymentChannel {
  const money = (v: bigint) => formatMinor(v, c.currency);
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    min_amount: money(c.minAmount),
    max_amount: money(c.maxAmount),
    quick_amounts: c.quickAmounts.map((q) => money(BigInt(q))),
    fee_rate_permille: c.feeRatePermille,
    bank:
      c.kind === 'bank'
        ? { bank_name: c.bankName, account_name: c.accountName, account_no: c.accountNo, branch: c.branch }
        : null,
  };
}

/**
 * Deposits: the channels a member sees, an online order (created here before the gateway hears of it),
 * a bank transfer the member reports, and finance's decision on it.
 */
export function createDeposits(deps: {
  repo: OrdersRepo;
  settings: SettingsRepo;
  /** Absent: no online gateway runs here (production without one); online channels are hidden. */
  gateway?: PaymentGateway;
  credit: Crediting;
  notices: Notices;
  /** The wallet's checks before money moves (a deposit is asked before its order exists). */
  beforeMoney: Hook<MoneyAttempt>;
}) {
  const { repo, settings } = deps;

  /** Inserts the order under the channel's lock, after its limits; a repeated request id finds the first. */
  async function placeOrder(
    member: MemberRow,
    input: { channelId: number; amount: string; requestId: string },
    extra: Partial<OrderRow> = {},
    andThen?: (tx: Tx, order: OrderRow) => Promise<unknown>,
  ) {
    const { channelId, requestId } = input;
    const earlier = await repo.byRequest(member.siteId, member.id, 'deposit', requestId);
    if (earlier) return earlier;
    const amount = amountOf(input.amount, member.memberCurrency);
    try {
      return await repo.transaction(async (tx) => {
        const channel = await settings.lockChannel(tx, channelId);
        const usable =
          channel?.enabled && channel.siteId === member.siteId && channel.currency === member.memberCurrency;
        if (!channel || !usable || (channel.kind === 'online' && !deps.gateway)) throw unavailable();
        if (amount < channel.minAmount || amount > channel.maxAmount) {
          throw outOfRange(
            formatMinor(channel.minAmount, channel.currency),
            formatMinor(channel.maxAmount, channel.currency),
          );
        }
        if (channel.dailyLimit > 0n) {
          const today = await repo.channelTotalSince(tx, channel.id, startOfDay());
          if (today + amount > channel.dailyLimit) {
            throw new ApiError(PAYMENT_CODES.dailyLimitReached, 'pay.err.daily_limit');
          }
        }
        // In the order's transaction: a limit check counts this order's amount only if the order is made.
        await deps.beforeMoney.run({ move: 'deposit', ...holderOf(member), amount, tx });
        const order = await repo.insert(
          tx,
          {
            orderNumber: newOrderNumber('deposit'),
            siteId: member.siteId,
            memberId: member.id,
            kind: 'deposit',
            channelId: channel.id,
            channelKind: channel.kind,
            channelName: channel.name,
            currency: channel.currency,
            amount,
            fee: (amount * BigInt(channel.feeRatePermille)) / 1000n,
            requestId,
            gateway: channel.kind === 'online' ? deps.gateway!.name : '',
            ...extra,
          },
          { name: 'member' },
        );
        await andThen?.(tx, order);
        return order;
      });
    } catch (err) {
      // The same form sent twice at once: the other request's order stands.
      const first = isUniqueViolation(err) && (await repo.byRequest(member.siteId, member.id, 'deposit', requestId));
      if (first) return first;
      throw err;
    }
  }

  /** Asks the gateway for the order's pay page; an unknown answer leaves the order for the reconciler. */
  async function openAtGateway(order: OrderRow, returnUrl: string): Promise<DepositOnlineReply> {
    const gateway = deps.gateway!;
    const answer = await gateway.createOrder({
      orderNumber: order.orderNumber,
      siteId: order.siteId,
      amount: order.amount,
      currency: order.currency,
      returnUrl,
    });
    if (answer.kind === 'done') {
      await repo.update(order.id, {
        gatewayStatus: 'created',
        gatewayOrderId: answer.value.gatewayOrderId,
        payUrl: answer.value.payUrl,
        checkAt: new Date(Date.now() + checkDelayMs(0)),
      });
      return { order_number: order.orderNumber, pay_url: answer.value.payUrl };
    }
    if (answer.kind === 'refused') {
      const failed = await repo.transaction((tx) =>
        repo.transition(
          tx,
          order.id,
          ['pending'],
          'failed',
          { name: 'gateway' },
          { gatewayStatus: 'refused' },
          answer.reason,
        ),
      );
      if (failed) deps.notices.orderChanged(failed);
    } else {
      await repo.update(order.id, { gatewayStatus: 'unknown', checkAt: new Date(Date.now() + 2_000) }, 'pending');
    }
    throw new ApiError(PAYMENT_CODES.gatewayUnavailable, 'pay.err.gateway_unavailable');
  }

  return {
    async channels(member: MemberRow): Promise<PaymentChannelsReply> {
      const rows = await settings.memberChannels(member.siteId, member.memberCurrency);
      return {
        currency: member.memberCurrency,
        channels: rows.filter((c) => c.kind === 'bank' || deps.gateway).map(toChannel),
        need_bank_account_deposit_verified: member.needBankAccountDepositVerified ? 1 : 0,
      };
    },

    /** An online deposit: the order first, then the gateway; the same request id again retries the gateway. */
    async online(
      member: MemberRow,
      input: { channelId: number; amount: string; requestId: string },
      returnUrl: string,
    ) {
      const order = await placeOrder(member, input);
      if (order.channelKind !== 'online') throw unavailable();
      if (order.status !== 'pending') {
        throw new ApiError(PAYMENT_CODES.gatewayUnavailable, 'payments.order_closed');
      }
      return openAtGateway(order, returnUrl);
    },

    async bank(member: MemberRow, input: BankDepositInput): Promise<OrderRow> {
      if ((await repo.pendingBankDeposits(member.id)) >= MAX_PENDING_BANK_DEPOSITS) {
        const earlier = await repo.byRequest(member.siteId, member.id, 'deposit', input.requestId);
        if (earlier) return earlier;
        throw new ApiError(PAYMENT_CODES.tooManyPending, 'pay.err.too_many_pending');
      }
      const { receipt } = input;
      const order = await placeOrder(
        member,
        input,
        { senderName: input.senderName, transferredAt: input.transferredAt },
        async (tx, o) => {
          if (o.channelKind !== 'bank') throw unavailable();
          if (receipt) await repo.insertReceipt(tx, { orderId: o.id, siteId: o.siteId, ...receipt });
        },
      );
      if (order.channelKind !== 'bank') throw unavailable();
      deps.notices.orderChanged(order);
      return order;
    },

    /** Finance's approval of a bank deposit: credits it once (a second approval finds it paid). */
    approveBank: (order: OrderRow, actor: Actor, note?: string) => deps.credit(order, CREDITABLE_BANK, actor, { note }),
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
