import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { createLedger, InsufficientFunds } from './ledger.js';
import type { Ledger } from './ledger.js';

describeEachDb('ledger', (kind) => {
  let t: TestApp;
  let ledger: Ledger;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ledger = createLedger(t.app.database.db);
  });
  afterAll(() => t.close());

  // Members 9001–9003 have no seeded money (the demo members do).
  const base = { siteId: 1, currency: 'USD', kind: 'adjustment', reference: 'test' };

  it('credits and debits exactly, keeping each entry’s balance after', async () => {
    const a = await ledger.post({ ...base, memberId: 9001, amount: 1_000n, idempotencyKey: 'a1' });
    const b = await ledger.post({ ...base, memberId: 9001, amount: -250n, idempotencyKey: 'a2' });
    expect(a.balanceAfter).toBe(1_000n);
    expect(b.balanceAfter).toBe(750n);
    await expect(ledger.post({ ...base, memberId: 9001, amount: -751n, idempotencyKey: 'a3' })).rejects.toBeInstanceOf(
      InsufficientFunds,
    );
    const [main] = await ledger.balances(1, 9001);
    expect(main!.balance).toBe(750n);
  });

  it('never goes below zero under 100 parallel debits', async () => {
    await ledger.post({ ...base, memberId: 9002, amount: 50n, idempotencyKey: 'seed-2' });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        ledger.post({ ...base, memberId: 9002, amount: -1n, idempotencyKey: `d-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof InsufficientFunds)).toHaveLength(50);
    const [main] = await ledger.balances(1, 9002);
    expect(main!.balance).toBe(0n);
  });

  it('moves money once for 50 parallel postings with one idempotency key', async () => {
    const entries = await Promise.all(
      Array.from({ length: 50 }, () => ledger.post({ ...base, memberId: 9003, amount: 700n, idempotencyKey: 'once' })),
    );
    expect(new Set(entries.map((e) => e.id)).size).toBe(1);
    const [main] = await ledger.balances(1, 9003);
    expect(main!.balance).toBe(700n);
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    expect(await ledger.mismatches()).toEqual([]);
  });
});
