import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb } from '../test/harness.js';
import type { TestApp } from '../test/harness.js';
import { snapshotDb } from '../test/db-snapshot.js';
import type { DbSnapshot } from '../test/db-snapshot.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../test/identity-helpers.js';
import type { AnyCall } from './call-shapes.js';
import { acceptedValue, CATALOGUE, fieldsOf, requiredFields, validBase, withCodeUnit } from './call-shapes.js';
import type { Who } from './expect-refused.js';
import { expectedField, expectSchemaRefusal, send } from './expect-refused.js';
import type { DemoLink } from './sandbox-cases.js';
import { demoLink, wrongCrashBets, wrongGamePages, wrongSpins } from './sandbox-cases.js';
import {
  AWKWARD_JSON,
  MALFORMED_JSON,
  overTheWire,
  parsedQuery,
  without,
  wrongBodies,
  wrongQueries,
} from './wrong-bodies.js';

// "Every bad input gets a 4xx and changes nothing": every call of the contract's catalogue, as a visitor
// and as a logged-in member, gets generated wrong bodies (kept only when the call's own schema refuses
// them) and must answer 400 naming the field, never a 5xx; the database must be as it was.

/** Generated bodies per call and audience; the fixed cases below add ~30 more per call. */
const RUNS = 15;
const BAD_UNITS = { NUL: '\u0000', 'lone surrogate': '\ud800' };

// Its time is its work: RUNS generated bodies, each sent as every audience, for every call of the catalogue.
describeEachDb('contract fuzz: wrong input gets a 4xx and changes nothing', (kind) => {
  let t: TestApp;
  let audiences: [Who, Record<string, string>][];
  let demo: DemoLink;
  let before: DbSnapshot;
  beforeAll(async () => {
    // Thousands of calls from one address: the per-address limit would answer 429 instead of 400.
    t = await createTestApp(kind, { ...IDENTITY_TEST_CONFIG, RATE_LIMIT_PER_MINUTE: '100000000' });
    const member = await login(t.app, { account: 'demo001' });
    expect(member.body.code).toBe(100);
    audiences = [
      ['visitor', {}],
      ['member', bearer(member.body.data.token)],
    ];
    demo = await demoLink(t.app);
    before = await snapshotDb(t.app.database.db);
  }, 120_000);
  afterAll(() => t.close());

  async function sendBody(call: AnyCall, value: unknown, payload = JSON.stringify(value)): Promise<void> {
    for (const [who, headers] of audiences) await expectSchemaRefusal(t.app, call, { payload, value, headers }, who);
  }

  it('fuzzes what the server serves: every call of the catalogue is mounted', () => {
    for (const [name, call] of CATALOGUE) {
      expect(t.app.hasRoute({ method: call.method, url: `/api${call.path}` }), name).toBe(true);
    }
  });

  for (const [name, call] of CATALOGUE) {
    it(`${name}: ${call.method} /api${call.path}`, async () => {
      if (call.method === 'GET') return fuzzQuery(t.app, call, audiences);
      await badCodeUnitsInEveryStringField(call, sendBody);
      for (const field of requiredFields(call)) await sendBody(call, without(validBase(call), field));
      for (const text of [...MALFORMED_JSON, ...AWKWARD_JSON]) await sendText(t.app, call, text, audiences);
      await otherWrongRequests(t.app, call, audiences);
      await fc.assert(
        fc.asyncProperty(wrongBodies(call), (body) => sendBody(call, overTheWire(body), JSON.stringify(body))),
        { numRuns: RUNS },
      );
    });
  }

  it('sandbox game pages: NUL, lone surrogates, junk codes and tokens', () => wrongGamePages(t.app, demo));
  it('sandbox slot spins: NaN, Infinity and junk bets, tokens and bodies', () => wrongSpins(t.app, demo));
  it('sandbox crash bets: NaN, Infinity and junk targets', () => wrongCrashBets(t.app, demo));

  it('changed nothing in the database', async () => {
    expect(await snapshotDb(t.app.database.db)).toEqual(before);
  });
});

/** NUL and a lone surrogate in each string field (and list item, and record key) are a 400 naming it. */
async function badCodeUnitsInEveryStringField(
  call: AnyCall,
  sendBody: (call: AnyCall, value: unknown) => Promise<unknown>,
): Promise<void> {
  for (const [field, schema] of Object.entries(fieldsOf(call))) {
    for (const [label, unit] of Object.entries(BAD_UNITS)) {
      const value = withCodeUnit(acceptedValue(schema), unit);
      if (value === undefined) continue;
      const body = { ...validBase(call), [field]: value };
      // Sent first: were the schema to let it through, the reply (a 5xx?) is what the failure shows.
      await sendBody(call, body);
      expect(expectedField(call, body).split('.')[0], `${call.path} ${field} with a ${label}`).toBe(field);
    }
  }
}

/** A JSON text: refused by the parser (400, malformed JSON), or parsed and refused by the schema. */
async function sendText(app: FastifyInstance, call: AnyCall, text: string, audiences: [Who, Record<string, string>][]) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    for (const [who, headers] of audiences) {
      const url = `/api${call.path}`;
      const options = {
        method: call.method,
        url,
        payload: text,
        headers: { 'content-type': 'application/json', ...headers },
      };
      const { res, where } = await send(app, options, `${who} ${url} ${text.slice(0, 40)}`);
      expect(res.json(), where).toMatchObject({ code: 400, message: 'body: malformed JSON' });
    }
    return;
  }
  for (const [who, headers] of audiences) await expectSchemaRefusal(app, call, { payload: text, value, headers }, who);
}

/** The wrong media type, a body over the limit, the wrong method: 4xx all. */
async function otherWrongRequests(app: FastifyInstance, call: AnyCall, audiences: [Who, Record<string, string>][]) {
  const url = `/api${call.path}`;
  for (const [who, headers] of audiences) {
    const typed = (type: string, payload: string) => ({
      method: call.method,
      url,
      payload,
      headers: { ...headers, 'content-type': type },
    });
    // text/plain is parsed (into a string no schema takes); other types have no parser: 4xx either way.
    await send(app, typed('text/plain', 'site_id=1'), `${who} ${url} as text/plain`);
    await send(app, typed('application/x-www-form-urlencoded', 'a=%00'), `${who} ${url} as a form`);
    const huge = await send(
      app,
      typed('application/json', JSON.stringify({ a: 'x'.repeat(300_000) })),
      `${who} ${url} huge`,
    );
    expect(huge.res.statusCode, huge.where).toBe(413);
    const wrongMethod = await send(app, { method: 'GET', url, headers }, `${who} GET ${url}`);
    expect(wrongMethod.res.statusCode, wrongMethod.where).toBe(404);
  }
}

/** A GET call: generated query strings, and a few that are not even well-formed. */
async function fuzzQuery(app: FastifyInstance, call: AnyCall, audiences: [Who, Record<string, string>][]) {
  const url = `/api${call.path}`;
  for (const [who, headers] of audiences) {
    for (const query of ['%00=1', 'a=%ED%A0%80', '%', 'a=%E0%A4%A', 'site_id=NaN&site_id=1e300', '__proto__=x']) {
      const { res, where } = await send(
        app,
        { method: 'GET', url: `${url}?${query}`, headers },
        `${who} ${url}?${query}`,
      );
      expect(res.statusCode, where).toBe(400);
    }
  }
  await fc.assert(
    fc.asyncProperty(wrongQueries(call), async (query) => {
      for (const [who, headers] of audiences) {
        await expectSchemaRefusal(app, call, { query: query.toString(), value: parsedQuery(query), headers }, who);
      }
    }),
    { numRuns: RUNS },
  );
}
