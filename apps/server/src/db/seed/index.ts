import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { hashPassword } from '../../lib/passwords.js';
import { members, seedRuns, siteLogos, sites } from '../schema/index.js';
import { DEMO_MEMBERS } from './demo-members.js';
import { DEMO_REGISTRATION, seedRegistration } from './demo-registration.js';
import { DEMO_LOGOS, DEMO_SITES } from './demo-sites.js';
import { demoCatalogue, seedGames } from './demo-games.js';
import { DEMO_BALANCES, seedDemoBalances } from './demo-balances.js';
import { demoContent, seedContent } from './demo-content.js';
import { DEMO_OPERATOR_USERS, seedOperators } from './demo-operators.js';
import { demoChannels, seedPayments } from './demo-payments.js';
import { DEMO_PROGRAMMES, seedProgrammes } from './demo-programmes.js';
import { DEMO_AGENT_PLANS, seedAgents } from './demo-agents.js';

/**
 * Seeds the demo operator. Rows have fixed ids and conflicts are ignored, so running it twice (or on
 * two nodes at once) changes nothing; an operator's later edits to these rows are kept.
 */
export async function seedDemo(db: Db): Promise<void> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo'));
  if (done?.version === DEMO_SEED_VERSION) return;
  await db.transaction(async (tx) => {
    await tx.insert(sites).values(DEMO_SITES).onConflictDoNothing({ target: sites.siteId });
    for (const logo of DEMO_LOGOS) {
      const existing = await tx
        .select({ id: siteLogos.id })
        .from(siteLogos)
        .where(sql`${siteLogos.siteId} = ${logo.siteId} and ${siteLogos.kind} = ${logo.kind}`);
      if (existing.length === 0) await tx.insert(siteLogos).values(logo);
    }
    // Explicit ids leave the serial behind; move it past them so new sites get fresh ids.
    await tx.execute(sql`select setval(pg_get_serial_sequence('sites', 'site_id'), (select max(site_id) from sites))`);
  });
  await seedMembers(db);
  await seedRegistration(db);
  await seedGames(
    db,
    DEMO_SITES.map((s) => s.siteId!),
  );
  await seedDemoBalances(db);
  await seedOperators(
    db,
    DEMO_SITES.map((s) => s.siteId!),
  );
  await seedContent(
    db,
    DEMO_SITES.map((s) => ({
      siteId: s.siteId!,
      name: s.name,
      templateName: s.templateName,
      mobileTemplateName: s.mobileTemplateName,
      locales: s.locales,
    })),
  );
  await seedPayments(
    db,
    DEMO_SITES.map((s) => ({ siteId: s.siteId!, currencies: s.currencies })),
  );
  await seedProgrammes(db);
  await seedAgents(db);
  await db
    .insert(seedRuns)
    .values({ name: 'demo', version: DEMO_SEED_VERSION })
    .onConflictDoUpdate({ target: seedRuns.name, set: { version: DEMO_SEED_VERSION, appliedAt: sql`now()` } });
}

/** The demo data's fingerprint: a changed seed runs again (still idempotent), an unchanged one is skipped. */
const DEMO_SEED_VERSION = createHash('sha256')
  .update(
    JSON.stringify(
      [
        DEMO_SITES,
        DEMO_LOGOS,
        DEMO_MEMBERS,
        DEMO_REGISTRATION,
        demoCatalogue(1),
        DEMO_BALANCES,
        DEMO_OPERATOR_USERS,
        demoContent({ ...DEMO_SITES[0]!, siteId: 1 }),
        demoChannels(DEMO_SITES.map((s) => ({ siteId: s.siteId!, currencies: s.currencies }))),
        DEMO_PROGRAMMES,
        DEMO_AGENT_PLANS,
      ],
      (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    ),
  )
  .digest('hex')
  .slice(0, 16);

/** Hashes only for members not there yet, so a warm start does not pay for argon2. */
async function seedMembers(db: Db): Promise<void> {
  const existing = new Set(
    (await db.select({ siteId: members.siteId, account: members.memberAccount }).from(members)).map(
      (m) => `${m.siteId}:${m.account}`,
    ),
  );
  for (const { password, withdrawPassword, ...member } of DEMO_MEMBERS) {
    if (existing.has(`${member.siteId}:${member.memberAccount}`)) continue;
    await db
      .insert(members)
      .values({
        ...member,
        passwordHash: await hashPassword(password),
        withdrawPasswordHash: withdrawPassword ? await hashPassword(withdrawPassword) : null,
      })
      .onConflictDoNothing();
  }
}
