import { and, asc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dailyFigures } from '../../db/schema/index.js';
import { sqlValues } from '../../db/sql-list.js';
import { GAME_RESULT_KINDS, STAKE_KINDS } from '../wallet/index.js';

export interface DayCounts {
  date: string;
  registrations: number;
  firstDeposits: number;
  logins: number;
  activeMembers: number;
  transfersIn: bigint;
  transfersOut: bigint;
  netGameResult: bigint;
  letters: number;
  activityPayouts: bigint;
  /** Deposits credited, and withdrawals paid out (taken from the held wallet). */
  deposits: bigint;
  withdrawals: bigint;
}

interface Rows<T> {
  rows: T[];
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dashboard's daily figures for one site and currency (UTC days). `counted` reads the source tables
 * (each sum a range scan of a (site_id, time) index): what today and not-yet-rolled days need. Finished
 * days are kept in `daily_figures` by the rollup job. Reporting reads every domain's tables by nature.
 */
export function createDashboardRepo(db: Db) {
  return {
    /** Every site with its currencies: what the rollup covers. */
    async siteCurrencies(): Promise<{ siteId: number; currency: string }[]> {
      const result = (await db.execute(
        sql`select site_id, jsonb_array_elements_text(currencies) as currency from sites order by 1, 2`,
      )) as unknown as Rows<{ site_id: number; currency: string }>;
      return result.rows.map((r) => ({ siteId: Number(r.site_id), currency: r.currency }));
    },

    /** The day after the last rolled-up one, if any. */
    async nextUnrolledDay(siteId: number, currency: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ last: max(dailyFigures.day) })
        .from(dailyFigures)
        .where(and(eq(dailyFigures.siteId, siteId), eq(dailyFigures.currency, currency)));
      return row?.last ? new Date(Date.parse(`${row.last}T00:00:00Z`) + 86_400_000) : undefined;
    },

    async rolled(siteId: number, currency: string, from: Date, to: Date): Promise<DayCounts[]> {
      const rows = await db
        .select()
        .from(dailyFigures)
        .where(
          and(
            eq(dailyFigures.siteId, siteId),
            eq(dailyFigures.currency, currency),
            gte(dailyFigures.day, dayOf(from)),
            lt(dailyFigures.day, dayOf(to)),
          ),
        )
        .orderBy(asc(dailyFigures.day));
      return rows.map(({ siteId: _s, currency: _c, day, ...figures }) => ({ date: day, ...figures }));
    },

    /** Keeps finished days; a day already kept stays as it was (two nodes rolling at once agree anyway). */
    async keep(siteId: number, currency: string, days: DayCounts[]): Promise<void> {
      if (!days.length) return;
      await db
        .insert(dailyFigures)
        .values(days.map(({ date, ...figures }) => ({ siteId, currency, day: date, ...figures })))
        .onConflictDoNothing();
    },

    async counted(siteId: number, currency: string, from: Date, to: Date): Promise<DayCounts[]> {
      const result = (await db.execute(sql`
        with
        regs as (
          select date_trunc('day', created_at at time zone 'UTC') as day, count(*)::int as n
          from members where site_id = ${siteId} and member_currency = ${currency} and created_at >= ${from} and created_at < ${to}
          group by 1),
        logins as (
          select date_trunc('day', l.at at time zone 'UTC') as day, count(*)::int as n,
                 count(distinct l.member_id)::int as active
          from member_logins l join members m on m.id = l.member_id
          where l.site_id = ${siteId} and l.at >= ${from} and l.at < ${to} and m.member_currency = ${currency}
          group by 1),
        money as (
          select date_trunc('day', e.created_at at time zone 'UTC') as day,
            coalesce(sum(-e.amount) filter (where e.kind in (${sqlValues(STAKE_KINDS)}) and w.provider = ''), 0) as transfers_in,
            coalesce(sum(e.amount) filter (where e.kind = 'game_transfer_out' and w.provider = ''), 0) as transfers_out,
            coalesce(sum(e.amount) filter (where e.kind in (${sqlValues(GAME_RESULT_KINDS)})), 0) as net_game_result,
            coalesce(sum(e.amount) filter (where e.kind in ('red_envelope', 'roulette')), 0) as payouts,
            coalesce(sum(e.amount) filter (where e.kind = 'deposit'), 0) as deposits,
            coalesce(sum(-e.amount) filter (where e.kind = 'withdrawal'), 0) as withdrawals
          from ledger_entries e join wallets w on w.id = e.wallet_id
          where e.site_id = ${siteId} and e.created_at >= ${from} and e.created_at < ${to} and w.currency = ${currency}
          group by 1),
        first_deposits as (
          select date_trunc('day', e.created_at at time zone 'UTC') as day, count(*)::int as n
          from ledger_entries e join wallets w on w.id = e.wallet_id
          where e.site_id = ${siteId} and e.kind = 'deposit' and e.created_at >= ${from} and e.created_at < ${to}
            and w.currency = ${currency}
            and not exists (select 1 from ledger_entries p
                            where p.member_id = e.member_id and p.kind = 'deposit' and p.id < e.id)
          group by 1),
        sent as (
          select date_trunc('day', l.created_at at time zone 'UTC') as day, count(*)::int as n
          from letters l join members m on m.id = l.member_id
          where l.site_id = ${siteId} and l.created_at >= ${from} and l.created_at < ${to} and m.member_currency = ${currency}
          group by 1)
        select to_char(d.day, 'YYYY-MM-DD') as date,
          coalesce(regs.n, 0) as registrations, coalesce(first_deposits.n, 0) as first_deposits,
          coalesce(logins.n, 0) as logins, coalesce(logins.active, 0) as active_members,
          coalesce(money.transfers_in, 0)::text as transfers_in, coalesce(money.transfers_out, 0)::text as transfers_out,
          coalesce(money.net_game_result, 0)::text as net_game_result, coalesce(sent.n, 0) as letters,
          coalesce(money.payouts, 0)::text as payouts,
          coalesce(money.deposits, 0)::text as deposits, coalesce(money.withdrawals, 0)::text as withdrawals
        from generate_series(date_trunc('day', ${from}::timestamptz at time zone 'UTC'),
                             ${to}::timestamptz at time zone 'UTC' - interval '1 day', interval '1 day') as d(day)
        left join regs on regs.day = d.day
        left join logins on logins.day = d.day
        left join money on money.day = d.day
        left join first_deposits on first_deposits.day = d.day
        left join sent on sent.day = d.day
        order by d.day`)) as unknown as Rows<Record<string, string | number>>;
      return result.rows.map((r) => ({
        date: String(r.date),
        registrations: Number(r.registrations),
        firstDeposits: Number(r.first_deposits),
        logins: Number(r.logins),
        activeMembers: Number(r.active_members),
        transfersIn: BigInt(r.transfers_in!),
        transfersOut: BigInt(r.transfers_out!),
        netGameResult: BigInt(r.net_game_result!),
        letters: Number(r.letters),
        activityPayouts: BigInt(r.payouts!),
        deposits: BigInt(r.deposits!),
        withdrawals: BigInt(r.withdrawals!),
      }));
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
