import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { members } from '../schema/index.js';
import { createLedger } from '../../modules/wallet/ledger.js';

/** Demo members start with money to play with: one ledger credit each, posted once (idempotency key). */
export const DEMO_BALANCES: { siteId: number; account: string; minor: bigint }[] = [
  { siteId: 1, account: 'demo001', minor: 1_000_00n },
  { siteId: 1, account: 'demo002', minor: 500_00n },
  { siteId: 1, account: 'agent001', minor: 2_000_00n },
  { siteId: 1, account: 'player001', minor: 300_00n },
  { siteId: 2, account: 'ap001', minor: 800_00n },
];

export async function seedDemoBalances(db: Db): Promise<void> {
  const ledger = createLedger(db);
  for (const { siteId, account, minor } of DEMO_BALANCES) {
    const [member] = await db
      .select({ id: members.id, currency: members.memberCurrency })
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.memberAccount, account)));
    if (!member) continue;
    await ledger.post({
      siteId,
      memberId: member.id,
      currency: member.currency,
      amount: minor,
      kind: 'demo_credit',
      reference: 'demo seed',
      idempotencyKey: `demo-seed:${account}`,
    });
  }
}
