import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { columnsOf, preparedStatement } from '../../db/prepared.js';
import { memberDevices, memberLogins, members } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;

/** Fields of a member that a service may change. */
export type MemberChange = Partial<typeof members.$inferInsert>;

// Every signed-in request that needs its member reads the row: prepared (0056).
const memberColumns = columnsOf(members);
const findByIdStatement = preparedStatement<Record<string, unknown>>(
  'member_by_id',
  `select ${memberColumns.list} from members where site_id = $1 and id = $2`,
);

// Every seamless bet asks it: prepared (0056).
const statusStatement = preparedStatement<{ status: MemberRow['status'] }>(
  'member_status',
  'select status from members where site_id = $1 and id = $2',
);

export function createMemberRepo(db: Db) {
  return {
    /** The member's status (active, disabled, frozen...), or undefined for no such member of the site. */
    async statusOf(siteId: number, id: number, tx?: Tx): Promise<MemberRow['status'] | undefined> {
      const [row] = await statusStatement(tx ?? db, [siteId, id]);
      return row?.status;
    },
    async findByAccount(siteId: number, account: string): Promise<MemberRow | undefined> {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.memberAccount, account.toLowerCase())))
        .limit(1);
      return rows[0];
    },
    async findById(siteId: number, id: number): Promise<MemberRow | undefined> {
      const [row] = await findByIdStatement(db, [siteId, id]);
      return row && memberColumns.row(row);
    },
    /** A member by id on one of `siteIds` (an operator's sites), or undefined. */
    async findOnSites(id: number, siteIds: number[]): Promise<MemberRow | undefined> {
      if (siteIds.length === 0) return undefined;
      const rows = await db
        .select()
        .from(members)
        .where(and(inArray(members.siteId, siteIds), eq(members.id, id)))
        .limit(1);
      return rows[0];
    },
    /** Members of `siteIds` whose phone, e-mail (any case) or identity number is one of the person's. */
    async samePerson(
      siteIds: number[],
      person: { phone: string | null; email: string | null; identityId: string | null },
    ): Promise<MemberRow[]> {
      const matches = [
        person.phone ? eq(members.memberPhone, person.phone) : undefined,
        person.email ? sql`lower(${members.memberEmail}) = ${person.email.toLowerCase()}` : undefined,
        person.identityId ? eq(members.identityId, person.identityId) : undefined,
      ].filter((m) => m !== undefined);
      if (siteIds.length === 0 || matches.length === 0) return [];
      return db
        .select()
        .from(members)
        .where(and(inArray(members.siteId, siteIds), or(...matches)));
    },
    async update(id: number, values: MemberChange): Promise<void> {
      await db.update(members).set(values).where(eq(members.id, id));
    },
    /**
     * A login: the member's last login, and a line of their login history (the back office reads it), in one
     * statement (a login's round trips are most of its cost besides the password hash).
     */
    async recordLogin(member: MemberRow, ip: string, device: Record<string, string>): Promise<void> {
      await db.execute(sql`
        with last_login as (update ${members} set last_login_at = now(), last_login_ip = ${ip} where id = ${member.id})
        insert into ${memberLogins} (site_id, member_id, at, ip, udid, device)
        values (${member.siteId}, ${member.id}, now(), ${ip}, ${device.udid ?? ''}, ${JSON.stringify(device)}::jsonb)`);
    },
    /** Whether a login from this device needs no second check: the member has no device yet, or it is theirs. */
    async knowsDevice(memberId: number, udid: string): Promise<boolean> {
      const mine = sql`select 1 from ${memberDevices} where ${memberDevices.memberId} = ${memberId}`;
      const result = await db.execute(
        sql`select not exists (${mine}) or exists (${mine} and ${memberDevices.udid} = ${udid}) as known`,
      );
      return (result as unknown as { rows: { known: boolean }[] }).rows[0]?.known === true;
    },
    async trustDevice(siteId: number, memberId: number, udid: string, device: Record<string, string>) {
      await db.insert(memberDevices).values({ siteId, memberId, udid, device }).onConflictDoNothing();
    },
  };
}

export type MemberRepo = ReturnType<typeof createMemberRepo>;
