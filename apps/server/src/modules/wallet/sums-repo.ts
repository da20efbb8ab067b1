import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlValues as list } from '../../db/sql-list.js';
import { GAME_RESULT_KINDS } from './types.js';

type Rows<T> = { rows: T[] };

/**
 * Sums over the ledger for the programmes that pay on what members did, one query for many
 * members. Both databases answer `{ rows }`.
 */
export function createSumsRepo(db: Db) {
  return {
    /** Each member's first main-wallet posting of `kind` (the first deposit credit), by member. */
    async firstPostings(siteId: number, memberIds: number[], kind: string): Promise<Map<number, bigint>> {
      if (memberIds.length === 0) return new Map();
      const result = await db.execute(sql`
        select distinct on (e.member_id) e.member_id, e.amount::text as amount
        from ledger_entries e join wallets w on w.id = e.wallet_id
        where e.site_id = ${siteId} and w.provider = '' and e.kind = ${kind}
          and e.member_id in (${list(memberIds)})
        order by e.member_id, e.id`);
      const rows = (result as unknown as Rows<{ member_id: string; amount: string }>).rows;
      return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.amount)]));
    },

    /** Each member's sum of main-wallet postings of `kinds` (stakes: negative), by member. */
    async kindSums(siteId: number, memberIds: number[], kinds: string | string[]): Promise<Map<number, bigint>> {
      if (memberIds.length === 0) return new Map();
      const result = await db.execute(sql`
        select e.member_id, sum(e.amount)::text as total
        from ledger_entries e join wallets w on w.id = e.wallet_id
        where e.site_id = ${siteId} and w.provider = '' and e.kind in (${list([kinds].flat())})
          and e.member_id in (${list(memberIds)})
        group by e.member_id`);
      const rows = (result as unknown as Rows<{ member_id: string; total: string }>).rows;
      return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.total)]));
    },

    /**
     * One member's sum of postings of `kind` since each of `sinces`, on the main wallet or on their
     * provider wallets (game results are posted there), in the caller's transaction when given.
     */
    async memberSumsSince(
      key: { siteId: number; memberId: number },
      kinds: string | string[],
      on: 'main' | 'providers',
      sinces: Date[],
      tx: Pick<Db, 'execute'> = db,
    ): Promise<bigint[]> {
      if (sinces.length === 0) return [];
      const sums = sql.join(
        sinces.map(
          (since, i) =>
            sql`coalesce(sum(e.amount) filter (where e.created_at >= ${since.toISOString()}), 0)::text as ${sql.identifier(`s${i}`)}`,
        ),
        sql`, `,
      );
      const wallet = on === 'main' ? sql`w.provider = ''` : sql`w.provider <> ''`;
      const earliest = new Date(Math.min(...sinces.map((d) => d.getTime())));
      const result = await tx.execute(sql`
        select ${sums}
        from ledger_entries e join wallets w on w.id = e.wallet_id
        where e.member_id = ${key.memberId} and e.site_id = ${key.siteId} and e.kind in (${list([kinds].flat())}) and ${wallet}
          and e.created_at >= ${earliest.toISOString()}`);
      const [row] = (result as unknown as Rows<Record<string, string>>).rows;
      return sinces.map((_, i) => BigInt(row?.[`s${i}`] ?? '0'));
    },

    /**
     * The nights (local dates in `timeZone`) since `since` on which each member of the site moved money into a
     * game or had a game settle between midnight and 6 a.m. (player protection's night-play marker).
     */
    async nightPlay(siteId: number, since: Date, timeZone: string): Promise<{ memberId: number; night: string }[]> {
      const local = sql`(e.created_at at time zone ${timeZone})`;
      const result = await db.execute(sql`
        select e.member_id::int as "memberId", to_char(${local}::date, 'YYYY-MM-DD') as night
        from ledger_entries e
        where e.site_id = ${siteId} and e.kind in (${list(['game_transfer_in', ...GAME_RESULT_KINDS])})
          and e.created_at >= ${since.toISOString()} and extract(hour from ${local}) < 6
        group by 1, 2
        order by 1, 2`);
      return (result as unknown as Rows<{ memberId: number; night: string }>).rows;
    },

    /**
     * Each member's game results (wins minus stakes, as settled) in one currency over [from, to), for
     * every member of the site who played then, or for one member.
     */
    async gameResults(
      siteId: number,
      currency: string,
      from: Date,
      to: Date,
      memberId?: number,
    ): Promise<Map<number, bigint>> {
      const one = memberId === undefined ? sql`` : sql` and e.member_id = ${memberId}`;
      const result = await db.execute(sql`
        select e.member_id, sum(e.amount)::text as total
        from ledger_entries e join wallets w on w.id = e.wallet_id
        where e.site_id = ${siteId} and w.currency = ${currency} and e.kind in (${list(GAME_RESULT_KINDS)})
          and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}${one}
        group by e.member_id`);
      const rows = (result as unknown as Rows<{ member_id: string; total: string }>).rows;
      return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.total)]));
    },
  };
}

export type SumsRepo = ReturnType<typeof createSumsRepo>;
