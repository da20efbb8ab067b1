import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, operatorUsers, paymentOrders } from '../../db/schema/index.js';
import type { OrderRow } from './orders-repo.js';
import { sqlValues } from '../../db/sql-list.js';
import { GAME_RESULT_KINDS } from '../wallet/index.js';

export type OrderView = OrderRow & { memberAccount: string };

export interface OrderFilter {
  siteIds: number[];
  siteId?: number;
  kind?: OrderRow['kind'];
  status?: string;
  channelKind?: OrderRow['channelKind'];
  memberId?: number;
  q?: string;
  /** What waits for finance: bank deposits and withdrawals still pending. */
  queue?: boolean;
  from?: Date;
  to?: Date;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The back office's reads of orders: lists with the member's account, and a member's recent money. */
export function createPaymentsAdminRepo(db: Db) {
  const where = (f: OrderFilter) =>
    and(
      inArray(paymentOrders.siteId, f.siteIds.length ? f.siteIds : [-1]),
      f.siteId !== undefined ? eq(paymentOrders.siteId, f.siteId) : undefined,
      f.kind ? eq(paymentOrders.kind, f.kind) : undefined,
      f.status ? eq(paymentOrders.status, f.status) : undefined,
      f.channelKind ? eq(paymentOrders.channelKind, f.channelKind) : undefined,
      f.memberId ? eq(paymentOrders.memberId, f.memberId) : undefined,
      f.q
        ? or(
            ilike(paymentOrders.orderNumber, `%${escapeLike(f.q)}%`),
            ilike(members.memberAccount, `%${escapeLike(f.q)}%`),
          )
        : undefined,
      f.queue
        ? and(
            eq(paymentOrders.status, 'pending'),
            or(eq(paymentOrders.kind, 'withdrawal'), eq(paymentOrders.channelKind, 'bank')),
          )
        : undefined,
      f.from ? gte(paymentOrders.createdAt, f.from) : undefined,
      f.to ? lt(paymentOrders.createdAt, f.to) : undefined,
    );

  const view = { order: paymentOrders, memberAccount: members.memberAccount };
  const toView = (r: { order: OrderRow; memberAccount: string | null }): OrderView => ({
    ...r.order,
    memberAccount: r.memberAccount ?? '',
  });

  return {
    async page(f: OrderFilter, sort: 'id' | 'amount', dir: 'ASC' | 'DESC', offset: number, limit: number) {
      const column = sort === 'amount' ? paymentOrders.amount : paymentOrders.id;
      const order = f.queue ? asc(paymentOrders.id) : dir === 'ASC' ? asc(column) : desc(column);
      const [rows, [count]] = await Promise.all([
        db
          .select(view)
          .from(paymentOrders)
          .leftJoin(members, eq(members.id, paymentOrders.memberId))
          .where(where(f))
          .orderBy(order, desc(paymentOrders.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentOrders)
          .leftJoin(members, eq(members.id, paymentOrders.memberId))
          .where(where(f)),
      ]);
      return { rows: rows.map(toView), total: Number(count?.n ?? 0) };
    },

    async one(id: number, siteIds: number[]): Promise<OrderView | undefined> {
      const [row] = await db
        .select(view)
        .from(paymentOrders)
        .leftJoin(members, eq(members.id, paymentOrders.memberId))
        .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.siteId, siteIds.length ? siteIds : [-1])));
      return row && toView(row);
    },

    /** Operators' usernames by id, for the history an order shows. */
    async operatorNames(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: operatorUsers.id, username: operatorUsers.username })
        .from(operatorUsers)
        .where(inArray(operatorUsers.id, ids));
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    /** The member's last 30 days of money and their account dates, for a queued order's reviewer. */
    async recent(memberId: number, since: Date) {
      const result = (await db.execute(sql`
        select
          (select coalesce(sum(amount), 0)::text from payment_orders
             where member_id = ${memberId} and kind = 'deposit' and status = 'paid' and created_at >= ${since}) as deposits,
          (select coalesce(sum(amount), 0)::text from payment_orders
             where member_id = ${memberId} and kind = 'withdrawal' and status = 'paid' and created_at >= ${since}) as withdrawals,
          (select coalesce(sum(amount), 0)::text from ledger_entries
             where member_id = ${memberId} and kind in (${sqlValues(GAME_RESULT_KINDS)}) and created_at >= ${since}) as net_game_result,
          m.created_at as registered_at, m.last_login_at
        from members m where m.id = ${memberId}`)) as unknown as {
        rows: {
          deposits: string;
          withdrawals: string;
          net_game_result: string;
          registered_at: Date | string;
          last_login_at: Date | string | null;
        }[];
      };
      const r = result.rows[0];
      if (!r) return undefined;
      const time = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
      return {
        deposits: BigInt(r.deposits),
        withdrawals: BigInt(r.withdrawals),
        netGameResult: BigInt(r.net_game_result),
        registeredAt: time(r.registered_at)!,
        lastLoginAt: time(r.last_login_at),
      };
    },
  };
}

export type PaymentsAdminRepo = ReturnType<typeof createPaymentsAdminRepo>;
