import fc from 'fast-check';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';
import { signedIn } from '../test/admin-helpers.js';
import type { AdminClient } from '../test/admin-helpers.js';
import { snapshotDb } from '../test/db-snapshot.js';
import type { DbSnapshot } from '../test/db-snapshot.js';
import { acceptedValue, withCodeUnit } from './call-shapes.js';
import { BODY_LIMIT } from './expect-refused.js';
import { junk, overTheWire } from './wrong-bodies.js';

// The admin API under the same rule as the member calls: every write route, signed in as an owner (who
// may call them all), gets generated wrong bodies and NUL / lone-surrogate strings in every field, and
// every list gets wrong queries: a 400 naming the field, never a 5xx, and the database as it was.

const RUNS = 25;
/** Every call moves the session's idle deadline: that table changes by design. */
const TOUCHED_BY_EVERY_CALL = ['operator_sessions'];
const BAD_UNITS = ['\u0000', '\ud800'];

const shapeOf = (schema: ZodType) => (schema as unknown as { shape?: Record<string, ZodType> }).shape ?? {};

// Its time is its work: generated junk and bad characters in each field of every admin write route and list.
describeEachDb('admin fuzz: wrong input gets a 400 and changes nothing', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  let before: DbSnapshot;
  beforeAll(async () => {
    // Thousands of calls from one address: the per-minute limit would answer 429 before the schemas did.
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '1000000' });
    owner = await signedIn(t.app, 'owner');
    before = await snapshotDb(t.app.database.db, TOUCHED_BY_EVERY_CALL);
  }, 60_000);
  afterAll(() => t.close());

  const routes = () => [...t.app.adminRoutes.entries()].map(([key, route]) => ({ key, ...route }));
  const url = (path: string) => path.replace(':id', '1');

  /** Sends a body the route's schema refuses (a body it accepts is not wrong input: it is not sent). */
  async function refused(method: string, path: string, body: unknown, schema: ZodType, label: string) {
    if (schema.safeParse(overTheWire(body)).success) return;
    const res = await owner.call(method as never, url(path), overTheWire(body));
    const where = `${label} ${method} ${path} ${JSON.stringify(body)?.slice(0, 200)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
    // Generated junk can pass the body limit: refused before any schema.
    if (Buffer.byteLength(JSON.stringify(overTheWire(body)) ?? '') > BODY_LIMIT)
      return void expect(res.status, where).toBe(413);
    expect(res.status, where).toBe(400);
    expect(res.body, where).toMatchObject({ code: 'validation', field: expect.any(String) });
  }

  it('covers the write routes of the admin API', () => {
    expect(routes().filter((r) => r.body).length).toBeGreaterThanOrEqual(10);
  });

  it('every write route: generated junk bodies, and NUL or a lone surrogate in each string field', async () => {
    for (const { key, body } of routes()) {
      if (!body) continue;
      const [method, path] = key.split(' ') as [string, string];
      for (const [field, schema] of Object.entries(shapeOf(body))) {
        for (const unit of BAD_UNITS) {
          const value = withCodeUnit(acceptedValue(schema), unit);
          if (value !== undefined) await refused(method, path, { [field]: value }, body, 'code unit');
        }
      }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(junk, fc.dictionary(fc.constantFrom(...Object.keys(shapeOf(body)), 'extra'), junk)),
          (b) => refused(method, path, b, body, 'junk'),
        ),
        { numRuns: RUNS },
      );
    }
    // Its time is its work, growing with the admin API: thousands of calls (7-11 s quiet, 30 s on a machine
    // running two suites at once), bounded as the member calls' fuzz test is.
  }, 120_000);

  it('every list: wrong filter, sort and range', async () => {
    for (const { key, query } of routes()) {
      if (!query || !key.startsWith('GET ')) continue;
      const path = key.slice(4);
      for (const q of [
        'filter=%00',
        'filter={"q":"\\u0000"}',
        'sort=["x","UP"]',
        'range=[-1,5]',
        'range=[0,1e9]',
        'nope=1',
      ]) {
        const res = await owner.get(`${url(path)}?${q}`);
        expect(res.status, `${path}?${q} → ${res.status}`).toBe(400);
      }
    }
  });

  it('changed nothing in the database', async () => {
    expect(await snapshotDb(t.app.database.db, TOUCHED_BY_EVERY_CALL)).toEqual(before);
  });
});
