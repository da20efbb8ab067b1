import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DoubleValidationQuestion } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { doubleValidations } from '../../db/schema/index.js';

export type ChallengeRow = typeof doubleValidations.$inferSelect;
export type NewChallenge = typeof doubleValidations.$inferInsert;

/** All SQL of double validation. Moving a challenge on is one conditional update. */
export function createDoubleValidationRepo(db: Db) {
  return {
    async find(siteId: number, memberLoginId: string): Promise<ChallengeRow | undefined> {
      const rows = await db
        .select()
        .from(doubleValidations)
        .where(and(eq(doubleValidations.memberLoginId, memberLoginId), eq(doubleValidations.siteId, siteId)))
        .limit(1);
      return rows[0];
    },

    async insert(row: NewChallenge): Promise<ChallengeRow> {
      const [created] = await db.insert(doubleValidations).values(row).returning();
      return created as ChallengeRow;
    },

    /**
     * Moves the challenge on from the question `row` was loaded with (to `next`, or closed without one),
     * only if nobody else moved it first; undefined when somebody did.
     */
    async moveOn(row: ChallengeRow, next: DoubleValidationQuestion | undefined): Promise<ChallengeRow | undefined> {
      const [spent] = await db
        .update(doubleValidations)
        .set(next ? { question: next, asked: [...row.asked, next] } : { closedAt: sql`now()` })
        .where(
          and(
            eq(doubleValidations.memberLoginId, row.memberLoginId),
            eq(doubleValidations.question, row.question),
            sql`jsonb_array_length(${doubleValidations.asked}) = ${row.asked.length}`,
            isNull(doubleValidations.closedAt),
          ),
        )
        .returning();
      return spent;
    },

    async close(memberLoginId: string): Promise<void> {
      await db
        .update(doubleValidations)
        .set({ closedAt: sql`now()` })
        .where(and(eq(doubleValidations.memberLoginId, memberLoginId), isNull(doubleValidations.closedAt)));
    },
  };
}

export type DoubleValidationRepo = ReturnType<typeof createDoubleValidationRepo>;
