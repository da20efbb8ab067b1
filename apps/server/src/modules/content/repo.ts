import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulletinHides, contentEntries, contentVersions } from '../../db/schema/index.js';

export type ContentRow = typeof contentEntries.$inferSelect;
export type NewContentRow = typeof contentEntries.$inferInsert;

export function createContentRepo(db: Db) {
  /** Every write moves the site's version on in the same transaction, so readers see it with the rows. */
  const bump = (tx: Pick<Db, 'insert'>, siteId: number) =>
    tx
      .insert(contentVersions)
      .values({ siteId, version: 1 })
      .onConflictDoUpdate({ target: contentVersions.siteId, set: { version: sql`${contentVersions.version} + 1` } });

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

    findById: async (siteId: number, id: number) =>
      (
        await db
          .select()
          .from(contentEntries)
          .where(and(eq(contentEntries.siteId, siteId), eq(contentEntries.id, id)))
      )[0],

    insert: (row: NewContentRow) =>
      db.transaction(async (tx) => {
        const [created] = await tx.insert(contentEntries).values(row).returning();
        await bump(tx, row.siteId);
        return created!;
      }),

    update: (siteId: number, id: number, set: Partial<NewContentRow>) =>
      db.transaction(async (tx) => {
        const [updated] = await tx
          .update(contentEntries)
          .set({ ...set, updatedAt: sql`now()` })
          .where(and(eq(contentEntries.siteId, siteId), eq(contentEntries.id, id)))
          .returning();
        if (updated) await bump(tx, siteId);
        return updated;
      }),

    remove: (siteId: number, id: number) =>
      db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(contentEntries)
          .where(and(eq(contentEntries.siteId, siteId), eq(contentEntries.id, id)))
          .returning();
        if (gone) await bump(tx, siteId);
        return gone;
      }),

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
