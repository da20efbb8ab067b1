import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { symbols } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aggregatorAccounts, auditLog } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { createAggregatorAccounts } from './aggregator-accounts.js';

const rsa = (bits: number) =>
  generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const fingerprintOf = (publicPem: string) =>
  createHash('sha256')
    .update(createPublicKey(publicPem).export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
/** A line of a key's base64 body: found anywhere, the key (or part of it) leaked. */
const bodyLine = (pem: string) => pem.split('\n')[5]!;

const OURS = rsa(2048);
const NEXT = rsa(2048);
const HUB88 = rsa(2048);
const URL = '/api/admin/aggregators/hub88';

describeEachDb('back office: the Hub88 account', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'debug' });
    // Every line the server logs (requests at debug, errors) is kept here instead of printed.
    const stream = (t.app.log as unknown as Record<symbol, { write: (line: string) => boolean }>)[symbols.streamSym]!;
    stream.write = (line: string) => Boolean(logged.push(line));
    owner = await signedIn(t.app, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  const account = async () => (await owner.get(URL)).body;
  const valid = (extra: Record<string, unknown> = {}) => ({
    version: 0,
    operator_id: 42,
    base_url: 'https://api.hub88.example/',
    aggregator_public_key: HUB88.publicKey,
    ...extra,
  });
  const trail = () => t.app.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'aggregator_account'));

  it('only owners read or write it', async () => {
    for (const role of ['finance', 'support', 'content', 'compliance']) {
      const client = await signedIn(t.app, role);
      expect((await client.get(URL)).status, role).toBe(403);
      const res = await client.call('PUT', URL, valid({ private_key: OURS.privateKey }));
      expect(res.status, role).toBe(403);
      expect((await client.call('DELETE', URL)).status, role).toBe(403);
    }
    expect(await account()).toEqual({
      id: 'hub88',
      operator_id: null,
      base_url: '',
      aggregator_public_key: '',
      private_key_set: false,
      private_key_fingerprint: null,
      version: 0,
      updated_at: null,
    });
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const cases: [Record<string, unknown>, string][] = [
      [valid(), 'private_key'],
      [valid({ private_key: 'not a key' }), 'private_key'],
      [valid({ private_key: OURS.privateKey.replace('A', '!') }), 'private_key'],
      [valid({ private_key: rsa(1024).privateKey }), 'private_key'],
      [valid({ private_key: ec.privateKey }), 'private_key'],
      [valid({ private_key: OURS.publicKey }), 'private_key'],
      [valid({ private_key: `${OURS.privateKey}\u0000` }), 'private_key'],
      [valid({ private_key: 'k'.repeat(100_000) }), 'private_key'],
      [valid({ private_key: OURS.privateKey, aggregator_public_key: OURS.privateKey }), 'aggregator_public_key'],
      [valid({ private_key: OURS.privateKey, aggregator_public_key: 'nope' }), 'aggregator_public_key'],
      [valid({ private_key: OURS.privateKey, aggregator_public_key: ec.publicKey }), 'aggregator_public_key'],
      [valid({ private_key: OURS.privateKey, base_url: 'http://api.hub88.example' }), 'base_url'],
      [valid({ private_key: OURS.privateKey, base_url: 'ftp://api.hub88.example' }), 'base_url'],
      [valid({ private_key: OURS.privateKey, base_url: 'https://user:pw@api.hub88.example' }), 'base_url'],
      [valid({ private_key: OURS.privateKey, base_url: 'https://api.hub88.example/\u0000' }), 'base_url'],
      [valid({ private_key: OURS.privateKey, base_url: `https://${'a'.repeat(600)}.example` }), 'base_url'],
      [valid({ private_key: OURS.privateKey, operator_id: 0 }), 'operator_id'],
      [valid({ private_key: OURS.privateKey, operator_id: 1.5 }), 'operator_id'],
      [valid({ private_key: OURS.privateKey, operator_id: '42' }), 'operator_id'],
      [valid({ private_key: OURS.privateKey, private_key_set: true }), 'private_key_set'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.call('PUT', URL, body);
      const label = JSON.stringify(body).slice(0, 120);
      expect(res.status, label).toBe(400);
      expect(res.body.field, label).toBe(field);
    }
    expect((await account()).version).toBe(0);
    expect(await t.app.database.db.select().from(aggregatorAccounts)).toEqual([]);
    expect(await trail()).toEqual([]);
  });

  it('saves it with the key sealed; replies with a fingerprint, never the key', async () => {
    const res = await owner.call('PUT', URL, valid({ private_key: OURS.privateKey }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      operator_id: 42,
      // Stored without the trailing slash: paths are appended to it.
      base_url: 'https://api.hub88.example',
      aggregator_public_key: HUB88.publicKey,
      private_key_set: true,
      private_key_fingerprint: fingerprintOf(OURS.publicKey),
      version: 1,
    });
    expect(await account()).toEqual(res.body);
    const [row] = await t.app.database.db.select().from(aggregatorAccounts);
    expect(row!.privateKeySealed).not.toContain('PRIVATE KEY');
    expect(row!.privateKeySealed).not.toContain(bodyLine(OURS.privateKey));
  });

  it('keeps the stored key when none is sent, replaces it when one is; a stale version is 409', async () => {
    const kept = await owner.call(
      'PUT',
      URL,
      valid({ version: 1, operator_id: 43, base_url: 'http://localhost:4000' }),
    );
    expect(kept.body).toMatchObject({
      operator_id: 43,
      base_url: 'http://localhost:4000',
      private_key_fingerprint: fingerprintOf(OURS.publicKey),
      version: 2,
    });
    const stale = await owner.call('PUT', URL, valid({ version: 1, private_key: NEXT.privateKey }));
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('version');
    expect((await account()).private_key_fingerprint).toBe(fingerprintOf(OURS.publicKey));
    const replaced = await owner.call('PUT', URL, valid({ version: 2, private_key: NEXT.privateKey }));
    expect(replaced.body).toMatchObject({ private_key_fingerprint: fingerprintOf(NEXT.publicKey), version: 3 });
  });

  it('gives the games the opened key; a production server refuses plain http', async () => {
    const accounts = createAggregatorAccounts({ db: t.app.database.db, audit: t.app.audit, config: t.app.config });
    const opened = await accounts.hub88Account();
    expect(opened).toEqual({
      operatorId: 42,
      baseUrl: 'https://api.hub88.example',
      privateKey: NEXT.privateKey,
      aggregatorPublicKey: HUB88.publicKey,
      version: 3,
    });
    const production = createAggregatorAccounts({
      db: t.app.database.db,
      audit: t.app.audit,
      config: { ...t.app.config, NODE_ENV: 'production' },
    });
    const refused = production.save(
      {} as never,
      {} as never,
      valid({ version: 3, base_url: 'http://127.0.0.1:4000' }) as never,
    );
    await expect(refused).rejects.toMatchObject({ status: 400, field: 'base_url' });
  });

  it('audits each save in its transaction, with no key in the trail or in any log line', async () => {
    const rows = await trail();
    expect(rows.map((r) => r.after)).toEqual([
      expect.objectContaining({
        operator_id: 42,
        private_key_fingerprint: fingerprintOf(OURS.publicKey),
        private_key_replaced: true,
      }),
      expect.objectContaining({ operator_id: 43, private_key_replaced: false }),
      expect.objectContaining({ private_key_fingerprint: fingerprintOf(NEXT.publicKey), private_key_replaced: true }),
    ]);
    expect(rows.every((r) => r.actorUsername === 'owner' && r.siteId === null)).toBe(true);
    const text = JSON.stringify(rows);
    // The capture works: the saves' own request lines are in it.
    expect(logged.join('')).toContain('"url":"/api/admin/aggregators/hub88"');
    for (const where of [text, logged.join('')]) {
      expect(where).not.toContain('PRIVATE KEY');
      for (const key of [OURS, NEXT]) expect(where).not.toContain(bodyLine(key.privateKey));
    }
  });

  it('removing it is audited with what it was; the games have no Hub88 account then; a second removal is 404', async () => {
    const accounts = createAggregatorAccounts({ db: t.app.database.db, audit: t.app.audit, config: t.app.config });
    const removed = await owner.call('DELETE', URL);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ private_key_set: false, version: 0 });
    expect(await accounts.hub88Account()).toBeUndefined();
    const [gone] = (await trail()).filter((r) => r.action === 'aggregator_account.delete');
    expect(gone?.before).toMatchObject({ operator_id: 42, private_key_fingerprint: fingerprintOf(NEXT.publicKey) });
    expect(JSON.stringify(gone)).not.toContain('PRIVATE KEY');
    expect((await owner.call('DELETE', URL)).status).toBe(404);
  });
});
