import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { protectionPlay } from '../../db/schema/index.js';

type MemberKey = { siteId: number; memberId: number };

const ofMember = (key: MemberKey) =>
  and(eq(protectionPlay.siteId, key.siteId), eq(protectionPlay.memberId, key.memberId));

/** Play time (decision 0052): stretches of play the game page's beats report, on the service's clock. */
export function createPlayRepo(db: Db) {
  return {
    /**
     * A beat at `now`: extends the member's stretch last seen within `gapMs`, or starts a new one. Runs under
     * the member's lock, so two pages beating at once extend one stretch instead of starting two.
     */
    async recordBeat(tx: Tx, key: MemberKey, now: Date, gapMs: number): Promise<void> {
      const extended = await tx
        .update(protectionPlay)
        .set({ lastSeenAt: sql`greatest(${protectionPlay.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(ofMember(key), gte(protectionPlay.lastSeenAt, new Date(now.getTime() - gapMs))))
        .returning({ startedAt: protectionPlay.startedAt });
      if (extended.length > 0) return;
      await tx
        .insert(protectionPlay)
        .values({ ...key, startedAt: now, lastSeenAt: now })
        .onConflictDoNothing();
    },

    /** Whole seconds played since each of `sinces`: each stretch's part after it. */
    async secondsSince(key: MemberKey, sinces: Date[], tx: Pick<Db, 'select'> = db): Promise<number[]> {
      if (sinces.length === 0) return [];
      const earliest = new Date(Math.min(...sinces.map((d) => d.getTime())));
      const sums = Object.fromEntries(
        sinces.map((since, i) => {
          const from = sql`${since.toISOString()}::timestamptz`;
          return [
            `s${i}`,
            sql<string>`coalesce(sum(extract(epoch from ${protectionPlay.lastSeenAt} - greatest(${protectionPlay.startedAt}, ${from}))) filter (where ${protectionPlay.lastSeenAt} > ${from}), 0)::text`,
          ];
        }),
      );
      const [row] = await tx
        .select(sums)
        .from(protectionPlay)
        .where(and(ofMember(key), gt(protectionPlay.lastSeenAt, earliest)));
      return sinces.map((_, i) => Math.floor(Number((row as Record<string, string> | undefined)?.[`s${i}`] ?? '0')));
    },
  };
}

export type PlayRepo = ReturnType<typeof createPlayRepo>;
