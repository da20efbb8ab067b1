import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  agentDomains,
  members,
  registerBlacklist,
  registerSettings,
  serviceAgreements,
} from '../../db/schema/index.js';

export type SettingRow = typeof registerSettings.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Profile columns that a registration setting can mark unique. */
const UNIQUE_COLUMNS = {
  member_name: members.memberName,
  member_phone: members.memberPhone,
  member_email: members.memberEmail,
  identity_id: members.identityId,
} as const;
export type UniqueField = keyof typeof UNIQUE_COLUMNS;
export const isUniqueField = (f: string): f is UniqueField => Object.hasOwn(UNIQUE_COLUMNS, f);

export function createRegistrationRepo(db: Db) {
  return {
    settings: (siteId: number) =>
      db.select().from(registerSettings).where(eq(registerSettings.siteId, siteId)).orderBy(asc(registerSettings.id)),
    agreements: (siteId: number) =>
      db
        .select()
        .from(serviceAgreements)
        .where(eq(serviceAgreements.siteId, siteId))
        .orderBy(asc(serviceAgreements.id)),
    async agentDomain(siteId: number, host: string) {
      const rows = await db
        .select()
        .from(agentDomains)
        .where(
          and(
            eq(agentDomains.siteId, siteId),
            eq(agentDomains.host, host.toLowerCase()),
            eq(agentDomains.active, true),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async isBlacklisted(siteId: number, kind: 'name' | 'email' | 'phone', value: string): Promise<boolean> {
      const v = value.trim().toLowerCase();
      const candidates = kind === 'email' ? [v, `@${v.split('@')[1] ?? ''}`] : [v];
      const rows = await db
        .select({ id: registerBlacklist.id })
        .from(registerBlacklist)
        .where(
          and(
            eq(registerBlacklist.siteId, siteId),
            eq(registerBlacklist.kind, kind),
            sql`lower(${registerBlacklist.value}) in (${sql.join(
              candidates.map((c) => sql`${c}`),
              sql`, `,
            )})`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** Another member of the site (not `exceptId`) already has this value. */
    async isTaken(
      siteId: number,
      field: UniqueField | 'member_account',
      value: string,
      exceptId = 0,
    ): Promise<boolean> {
      const column = field === 'member_account' ? members.memberAccount : UNIQUE_COLUMNS[field];
      const compare = field === 'member_account' || field === 'member_email' ? value.toLowerCase() : value;
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.siteId, siteId), ne(members.id, exceptId), sql`lower(${column}) = lower(${compare})`))
        .limit(1);
      return rows.length > 0;
    },
    async byRecommendCode(siteId: number, code: string) {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.recommendCode, code)))
        .limit(1);
      return rows[0];
    },
    async agentById(siteId: number, id: number) {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.id, id), eq(members.isAgent, true)))
        .limit(1);
      return rows[0];
    },
    async registrationsFrom(siteId: number, ip: string, since: Date): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.registerIp, ip), gt(members.createdAt, since)));
      return rows[0]?.n ?? 0;
    },
    /** Undefined when the account already exists (a concurrent submit won the race). */
    async insertMember(values: NewMember) {
      const rows = await db.insert(members).values(values).onConflictDoNothing().returning();
      return rows[0];
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;
