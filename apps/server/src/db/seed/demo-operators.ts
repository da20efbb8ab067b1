import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@playdeck/contract/admin';
import type { Db } from '../client.js';
import { hashPassword } from '../../lib/passwords.js';
import { operatorUserSites, operatorUsers } from '../schema/index.js';

export const DEMO_OPERATOR_PASSWORD = 'Operator1234';
const DEMO_OPERATOR = 'Playdeck Demo Operator';

/** One back-office user per role, granted both demo sites; they may enrol two-factor sign-in later. */
export const DEMO_OPERATOR_USERS: { username: string; displayName: string; role: OperatorRole }[] = [
  { username: 'owner', displayName: 'Olivia Owner', role: 'owner' },
  { username: 'finance', displayName: 'Felix Finance', role: 'finance' },
  { username: 'support', displayName: 'Sam Support', role: 'support' },
  { username: 'content', displayName: 'Chloe Content', role: 'content' },
  { username: 'compliance', displayName: 'Cora Compliance', role: 'compliance' },
];

/** One argon2 hash per process for the shared demo password: every test app seeds these users. */
let demoHash: Promise<string> | undefined;

/** Inserts the ones missing, with their grants; never touches existing users. */
export async function seedOperators(db: Db, siteIds: number[]): Promise<void> {
  for (const user of DEMO_OPERATOR_USERS) {
    const [existing] = await db
      .select({ id: operatorUsers.id })
      .from(operatorUsers)
      .where(eq(operatorUsers.username, user.username));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operatorUsers)
        .values({
          ...user,
          operator: DEMO_OPERATOR,
          passwordHash: await (demoHash ??= hashPassword(DEMO_OPERATOR_PASSWORD)),
        })
        .onConflictDoNothing()
        .returning({ id: operatorUsers.id });
      if (!row) return;
      await tx.insert(operatorUserSites).values(siteIds.map((siteId) => ({ operatorUserId: row.id, siteId })));
    });
  }
}
