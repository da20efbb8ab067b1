import type { FastifyRequest } from 'fastify';
import { formatMinor, parseMinor } from '@playdeck/contract';
import type { ChannelRecord, WithdrawalRuleRecord } from '@playdeck/contract/admin';
import type { Tx } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { ApprovalThreshold } from '../wallet/index.js';
import type { OperatorUser } from '../operators/types.js';
import { assertSite } from '../../lib/operator-sites.js';
import type { Notices } from './credit.js';
import type { Deposits } from './deposits.js';
import type { Actor, OrderRow, OrdersRepo } from './orders-repo.js';
import type { Payouts } from './payouts.js';
import type { ChannelRow, NewChannel, RuleRow, SettingsRepo } from './settings-repo.js';
import type { WithdrawalMoney } from './withdrawals.js';

type ChannelInput = Partial<Omit<ChannelRecord, 'id' | 'version'>>;
type RuleInput = Omit<WithdrawalRuleRecord, 'id' | 'site_id' | 'currency' | 'version'>;

export const channelRecordOf = (c: ChannelRow): ChannelRecord => {
  const money = (v: bigint) => formatMinor(v, c.currency);
  return {
    id: c.id,
    site_id: c.siteId,
    currency: c.currency,
    kind: c.kind,
    name: c.name,
    enabled: c.enabled,
    min_amount: money(c.minAmount),
    max_amount: money(c.maxAmount),
    daily_limit: money(c.dailyLimit),
    fee_rate_permille: c.feeRatePermille,
    quick_amounts: c.quickAmounts.map((q) => money(BigInt(q))),
    sort: c.sort,
    bank_name: c.bankName,
    account_name: c.accountName,
    account_no: c.accountNo,
    branch: c.branch,
    version: c.version,
  };
};

export const ruleRecordOf = (r: RuleRow): WithdrawalRuleRecord => ({
  id: `${r.siteId}:${r.currency}`,
  site_id: r.siteId,
  currency: r.currency,
  min_amount: formatMinor(r.minAmount, r.currency),
  max_amount: formatMinor(r.maxAmount, r.currency),
  daily_count: r.dailyCount,
  daily_amount: formatMinor(r.dailyAmount, r.currency),
  turnover_multiplier: r.turnoverMultiplier,
  version: r.version,
});

/** A console amount in minor units of `currency`, refused naming the field when its decimals do not fit. */
function minorOf(field: string, value: string, currency: string): bigint {
  const v = parseMinor(value, currency);
  if (v === undefined || v < 0n) throw adminErrors.invalid(field, `not an amount in ${currency}`);
  return v;
}

function channelValues(b: ChannelInput, currency: string): Partial<NewChannel> {
  const v: Partial<NewChannel> = {};
  if (b.name !== undefined) v.name = b.name;
  if (b.enabled !== undefined) v.enabled = b.enabled;
  if (b.min_amount !== undefined) v.minAmount = minorOf('min_amount', b.min_amount, currency);
  if (b.max_amount !== undefined) v.maxAmount = minorOf('max_amount', b.max_amount, currency);
  if (b.daily_limit !== undefined) v.dailyLimit = minorOf('daily_limit', b.daily_limit, currency);
  if (b.fee_rate_permille !== undefined) v.feeRatePermille = b.fee_rate_permille;
  if (b.quick_amounts !== undefined) {
    v.quickAmounts = b.quick_amounts.map((q, i) => String(minorOf(`quick_amounts.${i}`, q, currency)));
  }
  if (b.sort !== undefined) v.sort = b.sort;
  for (const key of ['bank_name', 'account_name', 'account_no', 'branch'] as const) {
    const camel = (
      { bank_name: 'bankName', account_name: 'accountName', account_no: 'accountNo', branch: 'branch' } as const
    )[key];
    if (b[key] !== undefined) v[camel] = b[key];
  }
  return v;
}

/**
 * What finance and owners do with payments: channels and withdrawal rules (each write audited in its
 * transaction, with a version check), and decisions on queued orders, whose audit row commits with the
 * state change itself.
 */
export function createPaymentsAdmin(deps: {
  settings: SettingsRepo;
  orders: OrdersRepo;
  audit: Audit;
  deposits: Deposits;
  money: WithdrawalMoney;
  payouts: Payouts;
  notices: Notices;
  siteCurrencies: (siteId: number) => Promise<string[] | undefined>;
  threshold: ApprovalThreshold;
}) {
  const { settings, audit } = deps;

  async function checkCurrency(user: OperatorUser, siteId: number, currency: string) {
    assertSite(user, siteId);
    if (!(await deps.siteCurrencies(siteId))?.includes(currency))
      throw adminErrors.invalid('currency', 'not a currency of this site');
  }

  const operatorActor = (request: FastifyRequest, user: OperatorUser, action: string, note = ''): Actor => ({
    name: `operator:${user.id}`,
    operatorId: user.id,
    audit: (tx: Tx, order: OrderRow) =>
      audit.record(tx, request, user, {
        siteId: order.siteId,
        action,
        targetType: 'payment_order',
        targetId: order.id,
        after: {
          order_number: order.orderNumber,
          status: order.status,
          amount: formatMinor(order.amount, order.currency),
        },
        reason: note,
      }),
  });

  return {
    async createChannel(
      request: FastifyRequest,
      user: OperatorUser,
      b: ChannelInput & { site_id: number; currency: string; kind: 'online' | 'bank' },
    ) {
      await checkCurrency(user, b.site_id, b.currency);
      const values = channelValues(b, b.currency);
      return settings.transaction(async (tx) => {
        const row = await settings.insertChannel(tx, {
          ...values,
          siteId: b.site_id,
          currency: b.currency,
          kind: b.kind,
        } as NewChannel);
        await audit.record(tx, request, user, {
          siteId: row.siteId,
          action: 'payment_channel.create',
          targetType: 'payment_channel',
          targetId: row.id,
          after: channelRecordOf(row),
        });
        return row;
      });
    },

    async updateChannel(
      request: FastifyRequest,
      user: OperatorUser,
      before: ChannelRow,
      b: ChannelInput & { version: number },
    ) {
      const values = channelValues(b, before.currency);
      const min = values.minAmount ?? before.minAmount;
      const max = values.maxAmount ?? before.maxAmount;
      if (min > max) throw adminErrors.invalid('max_amount', 'must be at least the minimum');
      return settings.transaction(async (tx) => {
        const row = await settings.updateChannel(tx, before.id, b.version, values);
        if (!row) throw adminErrors.conflict('someone else changed this channel; reload it', 'version');
        await audit.record(tx, request, user, {
          siteId: row.siteId,
          action: 'payment_channel.update',
          targetType: 'payment_channel',
          targetId: row.id,
          before: channelRecordOf(before),
          after: channelRecordOf(row),
        });
        return row;
      });
    },

    async saveRule(
      request: FastifyRequest,
      user: OperatorUser,
      siteId: number,
      currency: string,
      b: RuleInput & { version?: number },
      before: RuleRow,
    ) {
      await checkCurrency(user, siteId, currency);
      const values = {
        siteId,
        currency,
        minAmount: minorOf('min_amount', b.min_amount, currency),
        maxAmount: minorOf('max_amount', b.max_amount, currency),
        dailyCount: b.daily_count,
        dailyAmount: minorOf('daily_amount', b.daily_amount, currency),
        turnoverMultiplier: b.turnover_multiplier,
      };
      return settings.transaction(async (tx) => {
        const row = await settings.saveRule(tx, values, b.version ?? before.version);
        if (!row) throw adminErrors.conflict('someone else changed these rules; reload them', 'version');
        await audit.record(tx, request, user, {
          siteId,
          action: 'withdrawal_rule.save',
          targetType: 'withdrawal_rule',
          targetId: `${siteId}:${currency}`,
          before: ruleRecordOf(before),
          after: ruleRecordOf(row),
        });
        return row;
      });
    },

    /**
     * Approves a queued order: a bank deposit is credited; a withdrawal goes to the gateway. Above the
     * site's four-eyes threshold the first approval is only recorded, and another operator's completes it.
     */
    async approve(request: FastifyRequest, user: OperatorUser, order: OrderRow, note = '') {
      if (order.kind === 'deposit' && order.channelKind !== 'bank')
        throw adminErrors.conflict('online deposits are settled by the gateway, not approved');
      if (order.kind === 'withdrawal' && !deps.payouts.available())
        throw adminErrors.conflict('no payout gateway is configured on this server');
      if (order.status === 'pending' && order.amount > (await deps.threshold(order.siteId, order.currency))) {
        if (order.decidedBy === user.id)
          throw adminErrors.forbidden('a second operator must approve an order you approved');
        if (order.decidedBy === null) {
          const actor = { ...operatorActor(request, user, 'payment.first_approve', note), operatorId: user.id };
          const first = await deps.orders.transaction((tx) => deps.orders.firstApproval(tx, order.id, actor, note));
          if (!first) throw adminErrors.conflict('this order was decided or approved meanwhile', 'status');
          return;
        }
      }
      if (order.kind === 'deposit') {
        const done = await deps.deposits.approveBank(
          order,
          operatorActor(request, user, 'payment.approve', note),
          note,
        );
        if (done === 'already') throw adminErrors.conflict('this order is no longer waiting for a decision', 'status');
        return;
      }
      const paying = await deps.payouts.approve(order, operatorActor(request, user, 'payment.approve', note), note);
      if (!paying) throw adminErrors.conflict('this order is no longer waiting for a decision', 'status');
    },

    /** Rejects a queued order: a bank deposit is closed; a withdrawal's held money goes back. */
    async reject(request: FastifyRequest, user: OperatorUser, order: OrderRow, note = '') {
      const actor = operatorActor(request, user, 'payment.reject', note);
      let closed: OrderRow | undefined;
      if (order.kind === 'withdrawal') closed = await deps.money.release(order, ['pending'], 'rejected', actor, note);
      else if (order.channelKind === 'bank') {
        closed = await deps.orders.transaction((tx) =>
          deps.orders.transition(tx, order.id, ['pending'], 'rejected', actor, { decidedBy: user.id }, note),
        );
      }
      if (!closed) throw adminErrors.conflict('this order is no longer waiting for a decision', 'status');
      if (closed.kind === 'deposit') deps.notices.orderChanged(closed);
      return closed;
    },
  };
}

export type PaymentsAdmin = ReturnType<typeof createPaymentsAdmin>;
