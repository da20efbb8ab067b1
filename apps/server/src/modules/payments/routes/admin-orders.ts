import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from '@playdeck/contract';
import {
  callbackListQuery,
  callbackRecord,
  idParams,
  pageOf,
  paymentDecision,
  paymentMemberContext,
  paymentOrderListQuery,
  paymentOrderRecord,
} from '@playdeck/contract/admin';
import type { PaymentOrderRecord } from '@playdeck/contract/admin';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { PaymentsAdmin } from '../admin.js';
import type { OrderView, PaymentsAdminRepo } from '../admin-repo.js';
import type { CallbacksRepo } from '../callbacks-repo.js';
import type { OrdersRepo } from '../orders-repo.js';
import type { Turnover } from '../turnover.js';
import { HELD_WALLET } from '../../wallet/index.js';
import type { WalletService } from '../../wallet/index.js';

const tags = ['payments'];
const time = (d: Date | null) => d?.toISOString() ?? null;

/** Orders with their history, member context, receipt and decisions; and refused callbacks. */
export async function paymentOrderAdminRoutes(
  app: FastifyInstance,
  deps: {
    admin: PaymentsAdmin;
    adminRepo: PaymentsAdminRepo;
    orders: OrdersRepo;
    callbacks: CallbacksRepo;
    turnover: Turnover;
    wallet: WalletService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin, adminRepo, orders } = deps;

  async function orderRecord(o: OrderView): Promise<PaymentOrderRecord> {
    const [events, hasReceipt] = await Promise.all([orders.events(o.id), orders.hasReceipt(o.id)]);
    const firstApprover = o.status === 'pending' ? o.decidedBy : null;
    const names = await adminRepo.operatorNames([
      ...new Set([
        ...events.flatMap((e) => (e.operatorId ? [e.operatorId] : [])),
        ...(firstApprover ? [firstApprover] : []),
      ]),
    ]);
    const acct = o.payoutAccount;
    return {
      id: o.id,
      order_number: o.orderNumber,
      site_id: o.siteId,
      member_id: o.memberId,
      member_account: o.memberAccount,
      kind: o.kind,
      channel_kind: o.channelKind,
      channel_name: o.channelName,
      currency: o.currency,
      amount: formatMinor(o.amount, o.currency),
      fee: formatMinor(o.fee, o.currency),
      status: o.status as PaymentOrderRecord['status'],
      gateway_status: o.gatewayStatus,
      gateway_tx_id: o.gatewayTxId,
      sender_name: o.senderName,
      transferred_at: time(o.transferredAt),
      has_receipt: hasReceipt,
      payout_account: acct ? `${acct.bankName} ${acct.accountNo} ${acct.holderName}` : '',
      note: o.note,
      first_approved_by: firstApprover ? (names.get(firstApprover) ?? null) : null,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
      // An operator's step names them (`operator:felix`); the others say who they are (member, gateway …).
      history: events.map((e) => ({
        status: e.status,
        actor: e.operatorId && names.has(e.operatorId) ? `operator:${names.get(e.operatorId)}` : e.actor,
        note: e.note,
        at: e.createdAt.toISOString(),
      })),
    };
  }
  const oneOrder = async (id: number, siteIds: number[]) => {
    const o = await adminRepo.one(id, siteIds);
    if (!o) throw adminErrors.notFound('no such order on your sites');
    return o;
  };

  r.get(
    '/api/admin/payment-orders',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: paymentOrderListQuery, response: { 200: z.array(paymentOrderRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'DESC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const when = (v: string | undefined, field: string) => {
        if (v === undefined) return undefined;
        const d = new Date(v);
        if (Number.isNaN(d.getTime())) throw adminErrors.invalid(field, 'not a date');
        return d;
      };
      const page = pageOf(range);
      const { rows, total } = await adminRepo.page(
        {
          siteIds: user.siteIds,
          siteId: filter.site_id,
          kind: filter.kind,
          status: filter.status,
          channelKind: filter.channel_kind,
          memberId: filter.member_id,
          q: filter.q,
          queue: filter.queue,
          from: when(filter.created_from, 'created_from'),
          to: when(filter.created_to, 'created_to'),
        },
        sort[0],
        sort[1],
        page.offset,
        page.limit,
      );
      return sendPage(reply, 'payment-orders', page, await Promise.all(rows.map(orderRecord)), total);
    },
  );
  r.get(
    '/api/admin/payment-orders/:id',
    { config: { access: 'money.read' }, schema: { tags, params: idParams, response: { 200: paymentOrderRecord } } },
    async (request) => orderRecord(await oneOrder(request.params.id, request.operator().siteIds)),
  );
  r.get(
    '/api/admin/payment-orders/:id/context',
    { config: { access: 'money.read' }, schema: { tags, params: idParams, response: { 200: paymentMemberContext } } },
    async (request) => {
      const o = await oneOrder(request.params.id, request.operator().siteIds);
      const rule = await deps.turnover.rule(o.siteId, o.currency);
      const [balances, left, recent] = await Promise.all([
        deps.wallet.balances(o.siteId, o.memberId),
        deps.turnover.left(o.siteId, o.memberId, rule.turnoverMultiplier),
        adminRepo.recent(o.memberId, new Date(Date.now() - 30 * 86_400_000)),
      ]);
      const money = (v: bigint) => formatMinor(v, o.currency);
      return {
        balance: money(balances.get('') ?? 0n),
        held: money(balances.get(HELD_WALLET) ?? 0n),
        turnover_left: money(left),
        deposits_30d: money(recent?.deposits ?? 0n),
        withdrawals_30d: money(recent?.withdrawals ?? 0n),
        net_game_result_30d: money(recent?.netGameResult ?? 0n),
        registered_at: recent?.registeredAt ?? o.createdAt.toISOString(),
        last_login_at: recent?.lastLoginAt ?? null,
      };
    },
  );
  r.get(
    '/api/admin/payment-orders/:id/receipt',
    { config: { access: 'money.read' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const o = await oneOrder(request.params.id, request.operator().siteIds);
      const receipt = await orders.receipt(o.id);
      if (!receipt) throw adminErrors.notFound('this order has no receipt');
      return reply
        .header('content-type', receipt.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(receipt.bytes);
    },
  );
  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/admin/payment-orders/:id/${decision}`,
      {
        config: { access: 'money.approve' },
        schema: { tags, params: idParams, body: paymentDecision, response: { 200: paymentOrderRecord } },
      },
      async (request) => {
        const user = request.operator();
        const o = await oneOrder(request.params.id, user.siteIds);
        if (decision === 'reject' && !request.body.note)
          throw adminErrors.invalid('note', 'say why: the member reads it');
        await admin[decision](request, user, o, request.body.note);
        return orderRecord(await oneOrder(o.id, user.siteIds));
      },
    );
  }

  r.get(
    '/api/admin/payment-callbacks',
    {
      config: { access: 'money.read' },
      schema: { tags, querystring: callbackListQuery, response: { 200: z.array(callbackRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await deps.callbacks.problemPage(
        { siteIds: user.siteIds, siteId: filter.site_id, problem: filter.problem },
        page.offset,
        page.limit,
      );
      return sendPage(
        reply,
        'payment-callbacks',
        page,
        rows.map((p) => ({
          id: p.id,
          site_id: p.siteId,
          reference: p.reference,
          problem: p.problem as never,
          detail: p.detail,
          body: p.body,
          received_at: p.receivedAt.toISOString(),
        })),
        total,
      );
    },
  );
}
