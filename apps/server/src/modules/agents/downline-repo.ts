import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AGENT_TREE_DEPTH } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { sqlValues } from '../../db/sql-list.js';
import { GAME_RESULT_KINDS } from '../wallet/index.js';

type Rows<T> = { rows: T[] };

export interface DownlineRow {
  id: number;
  account: string;
  isAgent: boolean;
  status: 'active' | 'disabled' | 'frozen';
  createdAt: Date;
  lastLoginAt: Date | null;
  deposits: bigint;
  withdrawals: bigint;
  netResult: bigint;
  downline: number;
}

/** The agent's whole tree to AGENT_TREE_DEPTH levels: level 1 their own members, 2 their sub-agents', ... */
export const downlineTree = (siteId: number, agentId: number): SQL => sql`
  with recursive tree(id, level) as (
    select id, 1 from members where site_id = ${siteId} and parent_agent_id = ${agentId}
    union all
    select m.id, t.level + 1 from members m join tree t on m.parent_agent_id = t.id
    where t.level < ${AGENT_TREE_DEPTH}
  )`;

/** The agent's own members (level 1), with their money, a page at a time. */
export function createDownlineRepo(db: Db) {
  return {
    async list(
      siteId: number,
      agentId: number,
      filter: { accountPrefix?: string; kind: 'all' | 'member' | 'agent' },
      page: { offset: number; limit: number },
    ): Promise<{ rows: DownlineRow[]; total: number }> {
      const prefix = filter.accountPrefix
        ? sql` and m.member_account like ${`${filter.accountPrefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
        : sql``;
      const kind = filter.kind === 'all' ? sql`` : sql` and m.is_agent = ${filter.kind === 'agent'}`;
      const where = sql`m.site_id = ${siteId} and m.parent_agent_id = ${agentId}${prefix}${kind}`;
      const result = (await db.execute(sql`
        select m.id, m.member_account, m.is_agent, m.status, m.created_at, m.last_login_at,
          coalesce(s.deposits, 0)::text as deposits, coalesce(s.withdrawals, 0)::text as withdrawals,
          coalesce(s.net, 0)::text as net,
          (select count(*) from members d where d.parent_agent_id = m.id)::int as downline
        from members m
        left join lateral (
          select sum(e.amount) filter (where e.kind = 'deposit') as deposits,
                 -sum(e.amount) filter (where e.kind = 'withdrawal') as withdrawals,
                 sum(e.amount) filter (where e.kind in (${sqlValues(GAME_RESULT_KINDS)})) as net
          from ledger_entries e
          where e.member_id = m.id and (e.kind in ('deposit', 'withdrawal') or e.kind in (${sqlValues(GAME_RESULT_KINDS)}))
        ) s on true
        where ${where}
        order by m.id desc
        limit ${page.limit} offset ${page.offset}`)) as unknown as Rows<Record<string, unknown>>;
      const count = (await db.execute(
        sql`select count(*)::int as n from members m where ${where}`,
      )) as unknown as Rows<{ n: number }>;
      return {
        rows: result.rows.map((r) => ({
          id: Number(r.id),
          account: String(r.member_account),
          isAgent: Boolean(r.is_agent),
          status: r.status as DownlineRow['status'],
          createdAt: new Date(r.created_at as string),
          lastLoginAt: r.last_login_at ? new Date(r.last_login_at as string) : null,
          deposits: BigInt(r.deposits as string),
          withdrawals: BigInt(r.withdrawals as string),
          netResult: BigInt(r.net as string),
          downline: Number(r.downline),
        })),
        total: Number(count.rows[0]?.n ?? 0),
      };
    },
  };
}

export type DownlineRepo = ReturnType<typeof createDownlineRepo>;
