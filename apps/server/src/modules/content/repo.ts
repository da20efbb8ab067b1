import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulletinHides, contentEntries, contentVersions } from '../../db/schema/index.js';

export type ContentRow = typeof contentEntries.$inferSelect;
export type NewContentRow = typeof contentEntries.$inferInsert;

export function createContentRepo(db: Db) {
  return {
    async version(siteId: number): Promise<number> {
      const [row] = await db
        .select({ version: contentVersions.version })
        .from(contentVersions)
        .where(eq(contentVersions.siteId, siteId));
      return row?.version ?? 0;
    },

    listSite: (siteId: number) =>
      db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.siteId, siteId), eq(contentEntries.active, true)))
        .orderBy(asc(contentEntries.sort), asc(contentEntries.id)),

    hiddenAt: async (siteId: number, memberId: number, device: number, location: number) =>
      (
        await db
          .select({ hiddenAt: bulletinHides.hiddenAt })
          .from(bulletinHides)
          .where(
            and(
              eq(bulletinHides.siteId, siteId),
              eq(bulletinHides.memberId, memberId),
              eq(bulletinHides.device, device),
              eq(bulletinHides.location, location),
            ),
          )
      )[0]?.hiddenAt,

    hide: (siteId: number, memberId: number, device: number, location: number) =>
      db
        .insert(bulletinHides)
        .values({ siteId, memberId, device, location })
        .onConflictDoUpdate({
          target: [bulletinHides.siteId, bulletinHides.memberId, bulletinHides.device, bulletinHides.location],
          set: { hiddenAt: sql`now()` },
        }),
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
