import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PeriodKind } from '../../lib/periods.js';
import { downlineTree } from './downline-repo.js';
import { sqlValues } from '../../db/sql-list.js';
import { GAME_RESULT_KINDS, STAKE_KINDS } from '../wallet/index.js';

type Rows<T> = { rows: T[] };

/** A group's figures in minor units; `key` is the period's first day or the tree level, null the total. */
export interface FigureRow {
  key: string | null;
  registrations: number;
  firstDeposits: number;
  deposits: bigint;
  withdrawals: bigint;
  turnover: bigint;
  netResult: bigint;
  activeMembers: number;
}

export type Grouping = { by: 'period'; unit: PeriodKind } | { by: 'level' };

/**
 * The downline's figures over [from, to), grouped by period or by tree level, plus the total (grouping
 * sets, so the total's active members are counted once, not summed). Three aggregates over the tree:
 * registrations from members, money from the ledger, and first deposits: the range's deposits whose
 * member deposited nothing before it (each an index lookup on member and time).
 */
export function createReportsRepo(db: Db) {
  return {
    async figures(
      q: { siteId: number; agentId: number; currency: string; from: Date; to: Date },
      grouping: Grouping,
    ): Promise<FigureRow[]> {
      const keyOf = (at: SQL): SQL =>
        grouping.by === 'level'
          ? sql`t.level::text`
          : sql`to_char(date_trunc(${grouping.unit}, ${at} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const from = q.from.toISOString();
      const to = q.to.toISOString();
      const result = (await db.execute(sql`
        ${downlineTree(q.siteId, q.agentId)},
        regs as (
          select ${keyOf(sql`m.created_at`)} as key, count(*)::int as n
          from members m join tree t on t.id = m.id
          where m.member_currency = ${q.currency} and m.created_at >= ${from} and m.created_at < ${to}
          group by grouping sets ((1), ())),
        money as (
          select ${keyOf(sql`e.created_at`)} as key,
            coalesce(sum(e.amount) filter (where e.kind = 'deposit'), 0) as deposits,
            coalesce(-sum(e.amount) filter (where e.kind = 'withdrawal'), 0) as withdrawals,
            coalesce(-sum(e.amount) filter (where e.kind in (${sqlValues(STAKE_KINDS)}) and w.provider = ''), 0) as turnover,
            coalesce(sum(e.amount) filter (where e.kind in (${sqlValues(GAME_RESULT_KINDS)})), 0) as net,
            count(distinct e.member_id) filter (where e.kind in (${sqlValues(STAKE_KINDS)}))::int as active
          from tree t join ledger_entries e on e.member_id = t.id join wallets w on w.id = e.wallet_id
          where e.created_at >= ${from} and e.created_at < ${to} and w.currency = ${q.currency}
            and (e.kind in ('deposit', 'withdrawal') or e.kind in (${sqlValues(STAKE_KINDS)}) or e.kind in (${sqlValues(GAME_RESULT_KINDS)}))
          group by grouping sets ((1), ())),
        firsts as (
          select ${keyOf(sql`f.first_at`)} as key, count(*)::int as n
          from (select e.member_id, min(e.created_at) as first_at
                from tree t0 join ledger_entries e on e.member_id = t0.id
                where e.kind = 'deposit' and e.created_at >= ${from} and e.created_at < ${to}
                group by e.member_id) f
          join tree t on t.id = f.member_id
          where not exists (select 1 from ledger_entries p
                            where p.member_id = f.member_id and p.kind = 'deposit' and p.created_at < ${from})
          group by grouping sets ((1), ()))
        select k.key, coalesce(regs.n, 0) as registrations, coalesce(firsts.n, 0) as first_deposits,
          coalesce(money.deposits, 0)::text as deposits, coalesce(money.withdrawals, 0)::text as withdrawals,
          coalesce(money.turnover, 0)::text as turnover, coalesce(money.net, 0)::text as net,
          coalesce(money.active, 0) as active
        from (select key from regs union select key from money union select key from firsts) k
        left join regs on regs.key is not distinct from k.key
        left join money on money.key is not distinct from k.key
        left join firsts on firsts.key is not distinct from k.key`)) as unknown as Rows<Record<string, unknown>>;
      return result.rows.map((r) => ({
        key: r.key === null ? null : String(r.key),
        registrations: Number(r.registrations),
        firstDeposits: Number(r.first_deposits),
        deposits: BigInt(r.deposits as string),
        withdrawals: BigInt(r.withdrawals as string),
        turnover: BigInt(r.turnover as string),
        netResult: BigInt(r.net as string),
        activeMembers: Number(r.active),
      }));
    },

    /** Members at each level of the tree (all of them, whenever they registered). */
    async levelSizes(siteId: number, agentId: number): Promise<Map<number, number>> {
      const result = (await db.execute(sql`
        ${downlineTree(siteId, agentId)}
        select level, count(*)::int as n from tree group by level`)) as unknown as Rows<{ level: number; n: number }>;
      return new Map(result.rows.map((r) => [Number(r.level), Number(r.n)]));
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
