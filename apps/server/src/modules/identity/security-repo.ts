import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberDevices, memberLogins, sessions } from '../../db/schema/index.js';

const RECENT_LOGINS = 20;

/** The member's own security records: logins, trusted devices and live sessions. */
export function createSecurityRepo(db: Db) {
  return {
    recentLogins: (siteId: number, memberId: number) =>
      db
        .select({ at: memberLogins.at, ip: memberLogins.ip, device: memberLogins.device })
        .from(memberLogins)
        .where(and(eq(memberLogins.siteId, siteId), eq(memberLogins.memberId, memberId)))
        .orderBy(desc(memberLogins.id))
        .limit(RECENT_LOGINS),

    devices: (siteId: number, memberId: number) =>
      db
        .select()
        .from(memberDevices)
        .where(and(eq(memberDevices.siteId, siteId), eq(memberDevices.memberId, memberId)))
        .orderBy(desc(memberDevices.trustedAt)),

    liveSessions: (siteId: number, memberId: number) =>
      db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.siteId, siteId),
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.id)),

    async sessionUdid(sessionId: number): Promise<string | undefined> {
      const [row] = await db.select({ device: sessions.device }).from(sessions).where(eq(sessions.id, sessionId));
      return row?.device.udid;
    },

    async device(siteId: number, memberId: number, id: number) {
      const [row] = await db
        .select()
        .from(memberDevices)
        .where(and(eq(memberDevices.id, id), eq(memberDevices.siteId, siteId), eq(memberDevices.memberId, memberId)));
      return row;
    },

    /** Forgets one trusted device of this member, never `keepUdid`; false when nothing was removed. */
    async removeDevice(siteId: number, memberId: number, id: number, keepUdid: string): Promise<boolean> {
      const rows = await db
        .delete(memberDevices)
        .where(
          and(
            eq(memberDevices.id, id),
            eq(memberDevices.siteId, siteId),
            eq(memberDevices.memberId, memberId),
            ne(memberDevices.udid, keepUdid),
          ),
        )
        .returning({ id: memberDevices.id });
      return rows.length === 1;
    },
  };
}

export type SecurityRepo = ReturnType<typeof createSecurityRepo>;
