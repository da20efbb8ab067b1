import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { members, seamlessTransactions } from '../../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../../test/harness.js';
import type { TestApp } from '../../../test/harness.js';
import { signedIn } from '../../../test/admin-helpers.js';
import { hub88Target, signAsHub88 } from '../../../test/hub88-helpers.js';
import { moveClock } from '../../../test/protection-helpers.js';
import { hub88Session } from '../hub88/conformance-caller.js';
import { conformanceTable, runConformance } from '../hub88/conformance.js';

/** Hub88 counts 1/100 000 of a unit: 1.00 USD is 100000. */
const USD = (units: number) => units * 100_000;

describeEachDb('seamless wallet: Hub88 Wallet API', (kind) => {
  let t: TestApp;
  let target: ReturnType<typeof hub88Target>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    target = hub88Target(t, `sw${kind[0]}`);
  }, 120_000);
  afterAll(() => t.close());

  const funded = async (amount = 10_000n) => {
    const m = await target.member();
    await m.fund(amount);
    return { ...m, s: hub88Session(target, m.id) };
  };
  const main = (id: number) => target.mainBalance(id);
  const rows = (id: number) =>
    t.app.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, id));

  it('passes every documented case of the conformance run', async () => {
    const results = await runConformance(target);
    expect(
      results.filter((r) => !r.ok),
      conformanceTable(results),
    ).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(15);
  });

  it('refuses a call not signed by Hub88 before anything else, and changes nothing', async () => {
    const m = await funded();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const body = { user: m.s.user, token: m.s.token, transaction_uuid: randomUUID(), amount: USD(5) };
    const raw = JSON.stringify({ ...body, currency: 'USD', request_uuid: randomUUID() });
    for (const signature of [signAsHub88(raw, String(other)), '', 'not-base64', signAsHub88(`${raw} `)]) {
      const res = await target.send('/transaction/bet', raw, signature);
      expect(res.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    }
    expect(await main(m.id)).toBe(10_000n);
    expect(await rows(m.id)).toEqual([]);
  });

  it('a member over a wager limit or frozen may not bet, yet wins settle', async () => {
    const limited = await funded();
    expect((await limited.setLimit('wager', 'day', '10.00')).body.code).toBe(100);
    const bet = randomUUID();
    expect((await limited.s.bet(bet, USD(8))).body.status).toBe('RS_OK');
    expect((await limited.s.bet(randomUUID(), USD(3))).body.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await limited.s.win(randomUUID(), bet, USD(4))).body.status).toBe('RS_OK');
    const frozen = await funded();
    await t.app.database.db.update(members).set({ status: 'frozen' }).where(eq(members.id, frozen.id));
    expect((await frozen.s.bet(randomUUID(), USD(1))).body.status).toBe('RS_ERROR_USER_DISABLED');
    expect(await main(limited.id)).toBe(9_600n);
    expect(await main(frozen.id)).toBe(10_000n);
  });

  it('refuses new bets while the provider is off, in maintenance or no longer seamless; an earlier bet still wins', async () => {
    const owner = await signedIn(t.app, 'owner');
    const edit = async (change: object) => {
      const { version } = (await owner.get('/api/admin/game-providers/1:GP10')).body;
      const res = await owner.call('PUT', '/api/admin/game-providers/1:GP10', { version, ...change });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const m = await funded();
    const placed = randomUUID();
    expect((await m.s.bet(placed, USD(5))).body.status).toBe('RS_OK');
    const hour = 3_600_000;
    try {
      await edit({ active: false });
      expect((await m.s.bet(randomUUID(), USD(1))).body).toMatchObject({
        status: 'RS_ERROR_INVALID_GAME',
        balance: USD(95),
      });
      // A repeat of the bet taken before gets its first answer, whatever has changed since.
      expect((await m.s.bet(placed, USD(5))).body).toMatchObject({ status: 'RS_OK', balance: USD(95) });
      await t.app.database.db.update(members).set({ status: 'frozen' }).where(eq(members.id, m.id));
      expect((await m.s.bet(placed, USD(5))).body).toMatchObject({ status: 'RS_OK', balance: USD(95) });
      await t.app.database.db.update(members).set({ status: 'active' }).where(eq(members.id, m.id));
      await edit({
        active: true,
        maintenance_start: new Date(Date.now() - hour).toISOString(),
        maintenance_end: new Date(Date.now() + hour).toISOString(),
      });
      expect((await m.s.bet(randomUUID(), USD(1))).body.status).toBe('RS_ERROR_INVALID_GAME');
      await edit({ maintenance_start: null, maintenance_end: null, wallet_mode: 'transfer' });
      expect((await m.s.bet(randomUUID(), USD(1))).body.status).toBe('RS_ERROR_INVALID_TOKEN');
      // What was bet while the game was open settles whatever the provider has become.
      expect((await m.s.win(randomUUID(), placed, USD(7))).body).toMatchObject({ status: 'RS_OK', balance: USD(102) });
    } finally {
      await edit({ active: true, maintenance_start: null, maintenance_end: null, wallet_mode: 'seamless' });
    }
    expect((await m.s.bet(randomUUID(), USD(1))).body.status).toBe('RS_OK');
    expect(await main(m.id)).toBe(10_100n);
    expect((await rows(m.id)).map((r) => r.kind).sort()).toEqual(['bet', 'bet', 'win']);
  });

  it('refuses foreign tokens and bad bodies with Hub88 statuses, changing nothing', async () => {
    const m = await funded();
    const other = await funded();
    const base = {
      user: m.s.user,
      token: m.s.token,
      transaction_uuid: randomUUID(),
      request_uuid: randomUUID(),
      currency: 'USD',
      amount: USD(1),
    };
    const cases: [unknown, string][] = [
      [{ ...base, token: other.s.token }, 'RS_ERROR_INVALID_TOKEN'],
      [{ ...base, amount: 123 }, 'RS_ERROR_WRONG_TYPES'],
      [{ ...base, amount: -USD(1) }, 'RS_ERROR_WRONG_TYPES'],
      [{ ...base, amount: 1e300 }, 'RS_ERROR_WRONG_TYPES'],
      [{ ...base, transaction_uuid: 'x'.repeat(10_000) }, 'RS_ERROR_WRONG_TYPES'],
      [[base], 'RS_ERROR_WRONG_SYNTAX'],
    ];
    for (const [body, status] of cases) {
      const raw = JSON.stringify(body);
      const res = await target.send('/transaction/bet', raw, signAsHub88(raw));
      expect([res.status, res.body.status]).toEqual([200, status]);
    }
    for (const raw of ['{"user":"a\\u0000b"', '', 'null', `{"user":"${'x'.repeat(70_000)}"}`]) {
      const res = await target.send('/transaction/bet', raw, signAsHub88(raw));
      expect([res.status, res.body.status]).toEqual([200, 'RS_ERROR_WRONG_SYNTAX']);
    }
    expect(await main(m.id)).toBe(10_000n);
    expect(await rows(m.id)).toEqual([]);
  });

  it('a bet whose transaction fails midway keeps nothing; Hub88 sends it again and it is taken once', async () => {
    const m = await funded();
    let failures = 1;
    t.app.wallet.beforeMoney.add(async (attempt) => {
      if (attempt.memberId === m.id && failures-- > 0) throw new Error('connection terminated unexpectedly');
    });
    const uuid = randomUUID();
    const failed = await m.s.bet(uuid, USD(5));
    expect([failed.status, failed.body.status]).toEqual([500, 'RS_ERROR_UNKNOWN']);
    expect(JSON.stringify(failed.body)).not.toContain('connection');
    expect(await rows(m.id)).toEqual([]);
    expect((await m.s.bet(uuid, USD(5))).body).toMatchObject({ status: 'RS_OK', balance: USD(95) });
    expect(await main(m.id)).toBe(9_500n);
  });

  it.runIf(kind === 'postgres')(
    'the connection of a bet dies mid-transaction: nothing is kept, and the bet sent again is taken once',
    async () => {
      const m = await funded();
      const uuid = randomUUID();
      // Hold the member's wallet row, so the bet's transaction cannot finish, then end that transaction's
      // connection from outside (the one our hold blocks), as a crashed server's would end.
      const holder = new pg.Client({ connectionString: t.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(`select 1 from wallets where member_id = $1 and provider = '' for update`, [m.id]);
        const answer = m.s.bet(uuid, USD(5));
        let waiting: number | undefined;
        for (let i = 0; i < 400 && waiting === undefined; i++) {
          const { rows } = await holder.query<{ pid: number }>(
            'select pid from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
          );
          waiting = rows[0]?.pid;
          if (waiting === undefined) await new Promise((r) => setTimeout(r, 50));
        }
        expect(waiting).toBeDefined();
        await holder.query('select pg_terminate_backend($1)', [waiting]);
        await holder.query('rollback');
        const failed = await answer;
        expect(failed.body.status).toBe('RS_ERROR_UNKNOWN');
      } finally {
        await holder.end();
      }
      expect(await rows(m.id)).toEqual([]);
      expect(await main(m.id)).toBe(10_000n);
      expect((await m.s.bet(uuid, USD(5))).body).toMatchObject({ status: 'RS_OK', balance: USD(95) });
      expect((await m.s.bet(uuid, USD(5))).body).toMatchObject({ status: 'RS_OK', balance: USD(95) });
      expect(await main(m.id)).toBe(9_500n);
      expect(await t.app.wallet.mismatches()).toEqual([]);
    },
  );

  it('500 callbacks at once, duplicated and with rollbacks interleaved: every transaction once, books balanced', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => funded(100_000n)));
    const expected = new Map(players.map((p) => [p.id, 100_000n]));
    const calls: (() => Promise<unknown>)[] = [];
    const wins: (() => Promise<{ body: Record<string, unknown> }>)[] = [];
    for (const p of players) {
      for (let round = 0; round < 16; round++) {
        const bet = randomUUID();
        const stake = 100 + round;
        calls.push(
          () => p.s.bet(bet, stake * 1000),
          () => p.s.bet(bet, stake * 1000),
        );
        if (round % 4 === 0) {
          // Rolled back (perhaps before the bet arrives: then the bet is refused, and nothing moves either way).
          const rollback = randomUUID();
          calls.push(
            () => p.s.rollback(rollback, bet),
            () => p.s.rollback(rollback, bet),
          );
        } else {
          const win = randomUUID();
          const pay = () => p.s.win(win, bet, stake * 2000);
          calls.push(pay);
          wins.push(pay);
          expected.set(p.id, expected.get(p.id)! + BigInt(stake));
        }
      }
    }
    const shuffled = calls.map((c) => ({ c, k: Math.random() })).sort((a, b) => a.k - b.k);
    const answers = (await Promise.all(shuffled.map(({ c }) => c()))) as { status: number }[];
    expect(answers.length).toBeGreaterThanOrEqual(500);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // A win that came before its bet was refused; Hub88 sends it again, and now it pays (once).
    for (const pay of wins) expect((await pay()).body.status).toBe('RS_OK');
    expect(await t.app.wallet.mismatches()).toEqual([]);
    for (const p of players) {
      expect(await main(p.id)).toBe(expected.get(p.id));
      const held = await rows(p.id);
      expect(held.filter((r) => r.kind === 'bet' && !r.rolledBack)).toHaveLength(12);
      expect(held.filter((r) => r.kind === 'win')).toHaveLength(12);
      expect(held.filter((r) => r.kind === 'rollback')).toHaveLength(4);
    }
  }, 120_000);
});

describeEachDb('seamless wallet: a configured Hub88 account', (kind) => {
  let t: TestApp;
  let target: ReturnType<typeof hub88Target>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    target = hub88Target(t, `sa${kind[0]}`);
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('once an owner saves the account, only calls signed with that Hub88 key are taken (on every node within seconds)', async () => {
    const pair = () =>
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
    const hub88 = pair();
    const m = await target.member();
    await m.fund(10_000n);
    const s = hub88Session(target, m.id);
    expect((await s.balance()).body.status).toBe('RS_OK');
    const owner = await signedIn(t.app, 'owner');
    const saved = await owner.call('PUT', '/api/admin/aggregators/hub88', {
      version: 0,
      operator_id: 7,
      base_url: 'https://api.hub88.example',
      aggregator_public_key: hub88.publicKey,
      private_key: pair().privateKey,
    });
    expect(saved.status).toBe(200);
    moveClock(6_000);
    // The embedded simulator's key no longer speaks for Hub88.
    expect((await s.balance()).body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const signed = hub88Session({ ...target, sign: (raw) => signAsHub88(raw, hub88.privateKey) }, m.id);
    expect((await signed.balance()).body).toMatchObject({ status: 'RS_OK', balance: USD(100) });
  });
});
