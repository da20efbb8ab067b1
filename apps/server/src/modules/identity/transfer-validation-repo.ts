import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transferValidationTokens } from '../../db/schema/index.js';

export type NewTransferValidationToken = typeof transferValidationTokens.$inferInsert;

/** All SQL of transfer validation's single-use tokens. */
export function createTransferValidationRepo(db: Db) {
  return {
    async insert(row: NewTransferValidationToken): Promise<void> {
      await db.insert(transferValidationTokens).values(row);
    },

    /** Uses the member's live token (one conditional update); false when there was none to use. */
    async use(tokenHash: string, memberId: number): Promise<boolean> {
      const used = await db
        .update(transferValidationTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(transferValidationTokens.tokenHash, tokenHash),
            eq(transferValidationTokens.memberId, memberId),
            isNull(transferValidationTokens.usedAt),
            gt(transferValidationTokens.expiresAt, new Date()),
          ),
        )
        .returning({ t: transferValidationTokens.tokenHash });
      return used.length > 0;
    },

    async wasUsed(tokenHash: string): Promise<boolean> {
      const seen = await db
        .select({ usedAt: transferValidationTokens.usedAt })
        .from(transferValidationTokens)
        .where(eq(transferValidationTokens.tokenHash, tokenHash));
      return Boolean(seen[0]?.usedAt);
    },
  };
}

export type TransferValidationRepo = ReturnType<typeof createTransferValidationRepo>;
