import type { FastifyInstance } from 'fastify';
import { post } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { hashPassword } from '../../lib/passwords.js';

export const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
export const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const HOUR = 3_600_000;

let requests = 0;
export const requestId = () => `test-${Date.now()}-${++requests}`;

/** A drop on site 1 in USD, live now for an hour: 10 envelopes of 1.00 to 3.00 from a 20.00 budget. */
export const envelopeBody = (over: Record<string, unknown> = {}) => ({
  site_id: 1,
  currency: 'USD',
  titles: { en_US: 'Lucky drop', zh_CN: '幸运红包' },
  budget: 2_000,
  count: 10,
  amount: { kind: 'random', min: 100, max: 300 },
  start_at: inMs(-1_000),
  end_at: inMs(HOUR),
  min_member_days: 0,
  request_id: requestId(),
  ...over,
});

/** A wheel on site 1 in USD, live now for an hour, with a cash prize and an item. */
export const wheelBody = (over: Record<string, unknown> = {}) => ({
  site_id: 1,
  currency: 'USD',
  titles: { en_US: 'Lucky wheel', zh_CN: '幸运转盘' },
  prizes: [
    { kind: 'cash', amount: 250, labels: { en_US: 'Cash 2.50', zh_CN: '现金 2.50' }, weight: 3, stock: 100 },
    { kind: 'item', item: 'hat', labels: { en_US: 'A hat', zh_CN: '帽子' }, weight: 1, stock: null },
  ],
  grant: { kind: 'accounts', accounts: ['demo001'], draws: 2 },
  start_at: inMs(-1_000),
  end_at: inMs(HOUR),
  request_id: requestId(),
  ...over,
});

/** An owner granted site 1 only: site 2's rows are not found for them. */
export async function siteOneOwner(app: FastifyInstance): Promise<AdminClient> {
  const passwordHash = await hashPassword('Operator1234');
  const username = `s1owner${++requests}`;
  await app.database.db.transaction((tx) =>
    app.operators.repo.insert(
      tx as never,
      { operator: 'Playdeck Demo Operator', username, displayName: 'S1', passwordHash, role: 'owner' },
      [1],
    ),
  );
  return signedIn(app, username);
}

/** A row's audit trail, oldest first, read as an owner reads it in the console. */
export async function trail(app: FastifyInstance, targetType: string, targetId: number) {
  const owner = await signedIn(app, 'owner');
  const filter = json({ target_type: targetType, target_id: String(targetId) });
  const res = await owner.get(`/api/admin/audit?filter=${filter}&sort=${json(['id', 'ASC'])}&range=${json([0, 99])}`);
  if (res.status !== 200) throw new Error(`audit: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { action: string; operator_username: string; before: unknown; after: unknown }[]).map((r) => ({
    ...r,
    actorUsername: r.operator_username,
  }));
}

/** A member call with the page's language. */
export const memberCall = (app: FastifyInstance, path: string, token: string, lang = 'en_US', body: object = {}) =>
  post(app, `/api/arks/web/activity/${path}`, body, { authorization: `Bearer ${token}`, lang });
