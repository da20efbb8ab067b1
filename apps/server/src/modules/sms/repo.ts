import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxSmsOutbox, smsCodes } from '../../db/schema/index.js';

/** Which codes a lookup is about: one phone, for one purpose, on one site. */
export interface CodeScope {
  siteId: number;
  purpose: string;
  phone: string;
}

/** All SQL of SMS: the codes sent, and the sandbox gateway's outbox. */
export function createSmsRepo(db: Db) {
  return {
    async sentSince(scope: CodeScope, since: Date): Promise<boolean> {
      const recent = await db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.siteId, scope.siteId),
            eq(smsCodes.purpose, scope.purpose),
            eq(smsCodes.phone, scope.phone),
            gt(smsCodes.createdAt, since),
          ),
        )
        .limit(1);
      return recent.length > 0;
    },

    async insertCode(scope: CodeScope, codeHash: string, expiresAt: Date): Promise<number> {
      const [row] = await db
        .insert(smsCodes)
        .values({ ...scope, codeHash, expiresAt })
        .returning({ id: smsCodes.id });
      return row!.id;
    },

    async deleteCode(id: number): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

    /**
     * Spends one try of the newest live code of the scope, if it has tries left: one conditional update
     * (`attempts < maxAttempts`, re-checked by the database on the locked row).
     */
    async spendTry(scope: CodeScope, maxAttempts: number) {
      const newest = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(eq(smsCodes.siteId, scope.siteId), eq(smsCodes.purpose, scope.purpose), eq(smsCodes.phone, scope.phone)),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      const [tried] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            inArray(smsCodes.id, newest),
            lt(smsCodes.attempts, maxAttempts),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, new Date()),
          ),
        )
        .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
      return tried;
    },

    /** True for the one caller that marks the code used. */
    async markUsed(id: number): Promise<boolean> {
      const used = await db
        .update(smsCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1;
    },

    async deliverToOutbox(message: { siteId: number; phone: string; text: string }): Promise<void> {
      await db.insert(sandboxSmsOutbox).values({ siteId: message.siteId, phone: message.phone, body: message.text });
    },

    async outboxCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sandboxSmsOutbox);
      return row?.n ?? 0;
    },

    outboxOf: (phone: string) =>
      db
        .select({ body: sandboxSmsOutbox.body, created_at: sandboxSmsOutbox.createdAt })
        .from(sandboxSmsOutbox)
        .where(eq(sandboxSmsOutbox.phone, phone))
        .orderBy(desc(sandboxSmsOutbox.id))
        .limit(20),
  };
}

export type SmsRepo = ReturnType<typeof createSmsRepo>;
