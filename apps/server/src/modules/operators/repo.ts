import { and, asc, desc, eq, gt, inArray, isNull, ne, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  operatorRecoveryCodes,
  operatorSessions,
  operatorUserSites,
  operatorUsers,
  sites,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

export type OperatorUserRow = typeof operatorUsers.$inferSelect;
export type NewOperatorUser = typeof operatorUsers.$inferInsert;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/** An operator user with the sites granted to them. */
export type OperatorUser = OperatorUserRow & { siteIds: number[] };

/** All SQL of operator accounts, their sessions and recovery codes. */
export function createOperatorRepo(db: Db) {
  async function withSites(row: OperatorUserRow | undefined): Promise<OperatorUser | undefined> {
    if (!row) return undefined;
    const grants = await db
      .select({ siteId: operatorUserSites.siteId })
      .from(operatorUserSites)
      .where(eq(operatorUserSites.operatorUserId, row.id))
      .orderBy(asc(operatorUserSites.siteId));
    return { ...row, siteIds: grants.map((g) => g.siteId) };
  }

  return {
    async byUsername(username: string): Promise<OperatorUser | undefined> {
      const [row] = await db.select().from(operatorUsers).where(eq(operatorUsers.username, username.toLowerCase()));
      return withSites(row);
    },

    async byId(id: number): Promise<OperatorUser | undefined> {
      const [row] = await db.select().from(operatorUsers).where(eq(operatorUsers.id, id));
      return withSites(row);
    },

    /** A user and their site grants together; the sites must belong to the user's operator. */
    async insert(tx: Tx, user: NewOperatorUser, siteIds: number[]): Promise<OperatorUserRow> {
      const [row] = await tx
        .insert(operatorUsers)
        .values({ ...user, username: user.username.toLowerCase() })
        .returning();
      if (siteIds.length) {
        await tx.insert(operatorUserSites).values(siteIds.map((siteId) => ({ operatorUserId: row!.id, siteId })));
      }
      return row!;
    },

    /**
     * The operator users of one operator who hold no site outside `withinSites` (the sites of the one
     * asking), a page of them with the total.
     */
    async list(
      operator: string,
      withinSites: number[],
      f: { role?: OperatorUserRow['role']; status?: OperatorUserRow['status']; ids?: number[] },
      sort: ['id' | 'username', 'ASC' | 'DESC'],
      page: { offset: number; limit: number },
    ) {
      const where = and(
        eq(operatorUsers.operator, operator),
        notExists(
          db
            .select({ one: sql`1` })
            .from(operatorUserSites)
            .where(
              and(
                eq(operatorUserSites.operatorUserId, operatorUsers.id),
                notInArray(operatorUserSites.siteId, withinSites.length ? withinSites : [-1]),
              ),
            ),
        ),
        f.role ? eq(operatorUsers.role, f.role) : undefined,
        f.status ? eq(operatorUsers.status, f.status) : undefined,
        f.ids ? inArray(operatorUsers.id, f.ids.length ? f.ids : [-1]) : undefined,
      );
      const column = sort[0] === 'id' ? operatorUsers.id : operatorUsers.username;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(operatorUsers)
          .where(where)
          .orderBy(sort[1] === 'ASC' ? asc(column) : desc(column))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(operatorUsers)
          .where(where),
      ]);
      return {
        rows: await Promise.all(rows.map(async (r) => (await withSites(r))!)),
        total: Number(count?.total ?? 0),
      };
    },

    /** The user row locked for a change. */
    async lock(tx: Tx, id: number, operator: string): Promise<OperatorUserRow | undefined> {
      const [row] = await tx
        .select()
        .from(operatorUsers)
        .where(and(eq(operatorUsers.id, id), eq(operatorUsers.operator, operator)))
        .for('update');
      return row;
    },

    async update(tx: Tx, id: number, set: Partial<Pick<OperatorUserRow, 'displayName' | 'role' | 'status'>>) {
      if (Object.keys(set).length) await tx.update(operatorUsers).set(set).where(eq(operatorUsers.id, id));
    },

    async replaceSites(tx: Tx, id: number, siteIds: number[]): Promise<void> {
      await tx.delete(operatorUserSites).where(eq(operatorUserSites.operatorUserId, id));
      await tx.insert(operatorUserSites).values(siteIds.map((siteId) => ({ operatorUserId: id, siteId })));
    },

    async sitesOf(tx: Tx, id: number): Promise<number[]> {
      const rows = await tx
        .select({ siteId: operatorUserSites.siteId })
        .from(operatorUserSites)
        .where(eq(operatorUserSites.operatorUserId, id))
        .orderBy(asc(operatorUserSites.siteId));
      return rows.map((r) => r.siteId);
    },

    async operatorSiteIds(operator: string): Promise<number[]> {
      const rows = await db.select({ siteId: sites.siteId }).from(sites).where(eq(sites.operator, operator));
      return rows.map((r) => r.siteId);
    },

    async operatorOfSite(siteId: number): Promise<string | undefined> {
      const [row] = await db.select({ operator: sites.operator }).from(sites).where(eq(sites.siteId, siteId));
      return row?.operator;
    },

    async markSignedIn(id: number): Promise<void> {
      await db.update(operatorUsers).set({ lastSignInAt: new Date() }).where(eq(operatorUsers.id, id));
    },

    async setTotpSecret(id: number, sealed: string): Promise<void> {
      await db.update(operatorUsers).set({ totpSecretSealed: sealed }).where(eq(operatorUsers.id, id));
    },

    /**
     * Accepts a TOTP time step once: a code seen before (or an older one) changes no row. One statement,
     * so two requests racing with the same code cannot both sign in.
     */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(operatorUsers)
        .set({ totpLastStep: step })
        .where(and(eq(operatorUsers.id, id), sql`${operatorUsers.totpLastStep} < ${step}`))
        .returning({ id: operatorUsers.id });
      return rows.length === 1;
    },

    /**
     * Turns two-factor on with its first code's time step, once, and spends the enrolment code when one is
     * needed (`codeHash`): one statement, so neither the step nor the code can serve two enrolments.
     */
    async enableTotp(tx: Tx, id: number, step: number, codeHash: string | undefined): Promise<boolean> {
      const rows = await tx
        .update(operatorUsers)
        .set({ totpLastStep: step, totpEnabledAt: new Date(), enrolmentCodeHash: null, enrolmentCodeExpiresAt: null })
        .where(
          and(
            eq(operatorUsers.id, id),
            isNull(operatorUsers.totpEnabledAt),
            sql`${operatorUsers.totpLastStep} < ${step}`,
            codeHash === undefined ? undefined : eq(operatorUsers.enrolmentCodeHash, codeHash),
            codeHash === undefined ? undefined : gt(operatorUsers.enrolmentCodeExpiresAt, new Date()),
          ),
        )
        .returning({ id: operatorUsers.id });
      return rows.length === 1;
    },

    /** Whether a user not yet enrolled holds this unexpired enrolment code. */
    async enrolmentCodeMatches(id: number, codeHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: operatorUsers.id })
        .from(operatorUsers)
        .where(
          and(
            eq(operatorUsers.id, id),
            isNull(operatorUsers.totpEnabledAt),
            eq(operatorUsers.enrolmentCodeHash, codeHash),
            gt(operatorUsers.enrolmentCodeExpiresAt, new Date()),
          ),
        );
      return Boolean(row);
    },

    /** Replaces the enrolment code of an active user without two-factor; false for anyone else. */
    async setEnrolmentCode(tx: Tx, id: number, codeHash: string, expiresAt: Date): Promise<boolean> {
      const rows = await tx
        .update(operatorUsers)
        .set({ enrolmentCodeHash: codeHash, enrolmentCodeExpiresAt: expiresAt })
        .where(and(eq(operatorUsers.id, id), isNull(operatorUsers.totpEnabledAt), eq(operatorUsers.status, 'active')))
        .returning({ id: operatorUsers.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(tx: Tx, id: number, hashes: string[]): Promise<void> {
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorUserId, id));
      await tx.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorUserId: id, codeHash })));
    },

    /** Spends a recovery code: true once per code. */
    async spendRecoveryCode(id: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorUserId, id),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length === 1;
    },

    async insertSession(session: typeof operatorSessions.$inferInsert): Promise<void> {
      await db.insert(operatorSessions).values(session);
    },

    /** The live session of a token hash; touching it moves the idle deadline. */
    async touchSession(tokenHash: string, idleUntil: Date): Promise<OperatorSessionRow | undefined> {
      const [row] = await db
        .update(operatorSessions)
        .set({ lastSeenAt: new Date(), expiresAt: idleUntil })
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },

    /** Marks a live session as having passed the second factor. */
    async markSecondFactor(tx: Tx, tokenHash: string): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ secondFactorAt: new Date() })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    },

    /** Ends every live session of a user but one (the one that just enrolled). */
    async revokeOtherSessions(tx: Tx, userId: number, keepTokenHash: string): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(operatorSessions.operatorUserId, userId),
            ne(operatorSessions.tokenHash, keepTokenHash),
            isNull(operatorSessions.revokedAt),
          ),
        );
    },

    async revokeSession(tokenHash: string): Promise<void> {
      await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.tokenHash, tokenHash));
    },

    async revokeAllSessions(userIds: number[], tx: Tx | Db = db): Promise<void> {
      if (!userIds.length) return;
      await tx
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(operatorSessions.operatorUserId, userIds), isNull(operatorSessions.revokedAt)));
    },
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
