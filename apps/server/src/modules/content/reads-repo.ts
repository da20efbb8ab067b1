import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcementReads } from '../../db/schema/index.js';

/** Which announcements a member has read (the member centre's read state). */
export function createReadsRepo(db: Db) {
  return {
    async readIds(siteId: number, memberId: number, entryIds: number[]): Promise<Set<number>> {
      if (entryIds.length === 0) return new Set();
      const rows = await db
        .select({ id: announcementReads.entryId })
        .from(announcementReads)
        .where(
          and(
            eq(announcementReads.siteId, siteId),
            eq(announcementReads.memberId, memberId),
            inArray(announcementReads.entryId, entryIds),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Idempotent: reading twice keeps the first time. */
    markRead: (siteId: number, memberId: number, entryId: number) =>
      db.insert(announcementReads).values({ siteId, memberId, entryId }).onConflictDoNothing(),
  };
}

export type ReadsRepo = ReturnType<typeof createReadsRepo>;
