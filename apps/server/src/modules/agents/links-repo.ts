import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agentLinks, members } from '../../db/schema/index.js';

export type LinkRow = typeof agentLinks.$inferSelect;

/** Agents' registration links: visits are a counter, registrations are counted from the members. */
export function createLinksRepo(db: Db) {
  return {
    active: (agentId: number) =>
      db
        .select()
        .from(agentLinks)
        .where(and(eq(agentLinks.agentId, agentId), eq(agentLinks.active, true)))
        .orderBy(asc(agentLinks.id)),

    async registrations(linkIds: number[]): Promise<Map<number, number>> {
      if (linkIds.length === 0) return new Map();
      const rows = await db
        .select({ linkId: members.agentLinkId, n: sql<number>`count(*)::int` })
        .from(members)
        .where(inArray(members.agentLinkId, linkIds))
        .groupBy(members.agentLinkId);
      return new Map(rows.map((r) => [r.linkId!, r.n]));
    },

    /** The link, unless the agent has `max` active ones already (checked in the same statement). */
    async insert(siteId: number, agentId: number, name: string, code: string, max: number) {
      const result = (await db.execute(sql`
        insert into agent_links (site_id, agent_id, name, code)
        select ${siteId}, ${agentId}, ${name}, ${code}
        where (select count(*) from agent_links where agent_id = ${agentId} and active) < ${max}
        returning id`)) as unknown as { rows: { id: number }[] };
      const id = result.rows[0]?.id;
      if (id === undefined) return undefined;
      const [row] = await db
        .select()
        .from(agentLinks)
        .where(eq(agentLinks.id, Number(id)));
      return row;
    },

    async deactivate(agentId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(agentLinks)
        .set({ active: false })
        .where(and(eq(agentLinks.id, id), eq(agentLinks.agentId, agentId), eq(agentLinks.active, true)))
        .returning({ id: agentLinks.id });
      return rows.length === 1;
    },

    /** The agent's active link with this code; counts a visit when `visit`. */
    async find(siteId: number, agentId: number, code: string, visit: boolean): Promise<number | undefined> {
      const where = and(
        eq(agentLinks.siteId, siteId),
        eq(agentLinks.agentId, agentId),
        eq(agentLinks.code, code),
        eq(agentLinks.active, true),
      );
      const [row] = visit
        ? await db
            .update(agentLinks)
            .set({ visits: sql`${agentLinks.visits} + 1` })
            .where(where)
            .returning({ id: agentLinks.id })
        : await db.select({ id: agentLinks.id }).from(agentLinks).where(where);
      return row?.id;
    },
  };
}

export type LinksRepo = ReturnType<typeof createLinksRepo>;
