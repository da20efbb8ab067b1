import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';

export type NewCaptcha = typeof captchas.$inferInsert;

/** All SQL of captchas. Using one is a single conditional update, so a token is good for one attempt. */
export function createCaptchaRepo(db: Db) {
  return {
    /** How many captchas of this type the client was given since `since`. */
    async issuedSince(siteId: number, clientKey: string, type: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(captchas)
        .where(
          and(
            eq(captchas.siteId, siteId),
            eq(captchas.clientKey, clientKey),
            eq(captchas.type, type),
            gt(captchas.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(row: NewCaptcha): Promise<void> {
      await db.insert(captchas).values(row);
    },

    async deleteExpiredBefore(before: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, before));
    },

    /** Marks a live captcha used; its answer hash, or undefined when there was none to use. */
    async use(siteId: number, type: number, tokenHash: string): Promise<string | undefined> {
      const rows = await db
        .update(captchas)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(captchas.tokenHash, tokenHash),
            eq(captchas.siteId, siteId),
            eq(captchas.type, type),
            isNull(captchas.usedAt),
            gt(captchas.expiresAt, new Date()),
          ),
        )
        .returning({ answerHash: captchas.answerHash });
      return rows[0]?.answerHash;
    },

    /** Records a spent captcha; false when it was recorded before. */
    async recordSpent(row: NewCaptcha): Promise<boolean> {
      const spent = await db.insert(captchas).values(row).onConflictDoNothing().returning({ t: captchas.tokenHash });
      return spent.length === 1;
    },
  };
}

export type CaptchaRepo = ReturnType<typeof createCaptchaRepo>;
