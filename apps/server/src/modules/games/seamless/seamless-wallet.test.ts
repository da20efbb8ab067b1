import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { members, seamlessTransactions } from '../../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../../test/harness.js';
import type { TestApp } from '../../../test/harness.js';
import { hub88Wallet } from '../../../test/hub88-helpers.js';
import { protectionMembers } from '../../../test/protection-helpers.js';

/** Hub88 counts 1/100 000 of a unit: 1.00 USD is 100000. */
const USD = (units: number) => units * 100_000;

describeEachDb('seamless wallet: Hub88 Wallet API cases', (kind) => {
  let t: TestApp;
  let hub88: ReturnType<typeof hub88Wallet>;
  let member: ReturnType<typeof protectionMembers>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hub88 = hub88Wallet(t);
    member = protectionMembers(t.app, `sw${kind[0]}`, () => 0);
  }, 120_000);
  afterAll(() => t.close());

  const funded = async (amount = 10_000n) => {
    const m = await member();
    await m.fund(amount);
    return { ...m, s: hub88.session(m.id) };
  };
  const main = async (id: number) => (await t.app.wallet.balances(1, id)).get('') ?? 0n;
  const rows = (id: number) =>
    t.app.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, id));

  it('answers the balance in Hub88 units with its currency and echoes the request id', async () => {
    const m = await funded(12_345n);
    const res = await m.s.balance();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'RS_OK', user: m.s.user, currency: 'USD', balance: 12_345_000 });
    expect(typeof res.body.request_uuid).toBe('string');
  });

  it('refuses a call not signed by Hub88 before anything else, and changes nothing', async () => {
    const m = await funded();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const body = { user: m.s.user, token: m.s.token, transaction_uuid: randomUUID(), amount: USD(5) };
    const raw = JSON.stringify({ ...body, currency: 'USD', request_uuid: randomUUID() });
    for (const signature of [hub88.sign(raw, String(other)), '', 'not-base64', hub88.sign(`${raw} `)]) {
      const res = await hub88.send('/transaction/bet', null, { raw, signature });
      expect(res.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    }
    expect(await main(m.id)).toBe(10_000n);
    expect(await rows(m.id)).toEqual([]);
  });

  it('a bet takes the stake once; a repeat gets the first answer; the same uuid saying more is a duplicate', async () => {
    const m = await funded();
    const uuid = randomUUID();
    const first = await m.s.bet(uuid, USD(5));
    expect(first.body).toMatchObject({ status: 'RS_OK', balance: USD(95) });
    const again = await m.s.bet(uuid, USD(5));
    expect(again.body).toMatchObject({ status: 'RS_OK', balance: USD(95) });
    const changed = await m.s.bet(uuid, USD(6));
    expect(changed.body).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: USD(95) });
    expect(await main(m.id)).toBe(9_500n);
  });

  it('a win pays against its bet; a win for an unknown bet does not exist; wins settle on an expired token', async () => {
    const m = await funded();
    const bet = randomUUID();
    await m.s.bet(bet, USD(10));
    const unknown = await m.s.win(randomUUID(), randomUUID(), USD(50));
    expect(unknown.body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const late = hub88.session(m.id, { now: Date.now() - 13 * 3600_000 });
    expect((await late.bet(randomUUID(), USD(1))).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    const win = await late.win(randomUUID(), bet, USD(25));
    expect(win.body).toMatchObject({ status: 'RS_OK', balance: USD(115) });
    expect(await main(m.id)).toBe(11_500n);
  });

  it('a rollback gives the stake back once; of an unknown bet it succeeds and the late bet is refused', async () => {
    const m = await funded();
    const bet = randomUUID();
    await m.s.bet(bet, USD(30));
    const rollback = randomUUID();
    expect((await m.s.rollback(rollback, bet)).body).toMatchObject({ status: 'RS_OK', balance: USD(100) });
    expect((await m.s.rollback(rollback, bet)).body).toMatchObject({ status: 'RS_OK', balance: USD(100) });
    expect((await m.s.rollback(randomUUID(), bet)).body).toMatchObject({ status: 'RS_OK', balance: USD(100) });
    expect((await m.s.win(randomUUID(), bet, USD(60))).body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const never = randomUUID();
    expect((await m.s.rollback(randomUUID(), never)).body).toMatchObject({ status: 'RS_OK', balance: USD(100) });
    expect((await m.s.bet(never, USD(30))).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await main(m.id)).toBe(10_000n);
  });

  it('not enough money answers the balance; a disabled member or one over a limit may not bet, yet wins settle', async () => {
    const m = await funded(500n);
    expect((await m.s.bet(randomUUID(), USD(6))).body).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: USD(5),
    });
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

  it('refuses forged and foreign tokens, wrong currencies and bad bodies with Hub88 statuses, changing nothing', async () => {
    const m = await funded();
    const other = await funded();
    const uuid = randomUUID();
    const base = { user: m.s.user, token: m.s.token, transaction_uuid: uuid, currency: 'USD', amount: USD(1) };
    const cases: [unknown, string][] = [
      [{ ...base, token: `${m.s.token.slice(0, -2)}xx` }, 'RS_ERROR_INVALID_TOKEN'],
      [{ ...base, token: other.s.token }, 'RS_ERROR_INVALID_TOKEN'],
      [{ ...base, currency: 'EUR' }, 'RS_ERROR_WRONG_CURRENCY'],
      [{ ...base, amount: 123 }, 'RS_ERROR_WRONG_TYPES'],
      [{ ...base, amount: '100000' }, 'RS_ERROR_WRONG_TYPES'],
      [{ ...base, amount: -USD(1) }, 'RS_ERROR_WRONG_TYPES'],
      [{ ...base, transaction_uuid: 'x'.repeat(10_000) }, 'RS_ERROR_WRONG_TYPES'],
      [{ ...base, transaction_uuid: undefined }, 'RS_ERROR_WRONG_SYNTAX'],
      [[base], 'RS_ERROR_WRONG_SYNTAX'],
    ];
    for (const [body, status] of cases) {
      const res = await hub88.send('/transaction/bet', { ...(body as object), request_uuid: randomUUID() });
      expect([res.status, res.body.status]).toEqual([200, status]);
    }
    const nul = await hub88.send('/transaction/bet', null, { raw: '{"user":"a\\u0000b"' });
    expect(nul.body.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect(await main(m.id)).toBe(10_000n);
    expect(await rows(m.id)).toEqual([]);
  });

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
