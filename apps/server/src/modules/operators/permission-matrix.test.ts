import { afterAll, beforeAll, expect, it } from 'vitest';
import { can, OPERATOR_ROLES } from '@playdeck/contract/admin';
import type { OperatorRole, Permission } from '@playdeck/contract/admin';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { AdminClient, signedIn } from '../../test/admin-helpers.js';

/** A member of each demo site, to put into `:id` (site 2's is the one a site-1 operator must not reach). */
interface Targets {
  site1Member: number;
  site2Member: number;
}

/** Lists of one member's records: they take the member, not a site. */
const MEMBER_LISTS = new Set([
  '/api/admin/member-letters',
  '/api/admin/member-sessions',
  '/api/admin/member-logins',
  '/api/admin/member-wallets',
  '/api/admin/ledger',
]);

/**
 * Reads not of a site: the granted sites themselves, the operator's users (owners only) and the deployment's
 * aggregator account (owners only).
 */
const SITELESS = new Set([
  '/api/admin/sites',
  '/api/admin/operators',
  '/api/admin/dashboard',
  '/api/admin/aggregators/hub88',
]);

const url = (path: string, id: number) => path.replace(':id', String(id));

describeEachDb('back office: every admin route × every role × a site not granted', (kind) => {
  let t: TestApp;
  let clients: Record<OperatorRole, AdminClient>;
  let siteOneOwner: AdminClient;
  let targets: Targets;
  beforeAll(async () => {
    // Every route × every role from one address: far past the per-address call limit, which is not what
    // this test is about.
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '100000' });
    const entries = await Promise.all(OPERATOR_ROLES.map(async (role) => [role, await signedIn(t.app, role)] as const));
    clients = Object.fromEntries(entries) as Record<OperatorRole, AdminClient>;
    const passwordHash = await hashPassword('Operator1234');
    await t.app.database.db.transaction((tx) =>
      t.app.operators.repo.insert(
        tx as never,
        {
          operator: 'Playdeck Demo Operator',
          username: 'siteoneowner',
          displayName: 'S1',
          passwordHash,
          role: 'owner',
        },
        [1],
      ),
    );
    siteOneOwner = await signedIn(t.app, 'siteoneowner');
    const member = async (siteId: number, account: string) =>
      (await t.app.identity.memberByAccount(siteId, account))!.id;
    targets = { site1Member: await member(1, 'demo002'), site2Member: await member(2, 'ap001') };
  });
  afterAll(() => t.close());

  const routes = () => [...t.app.adminRoutes.entries()].map(([key, route]) => ({ key, access: route.access }));

  it('guards every documented admin route (a route mounted before the guard would be missing here)', () => {
    expect(routes().length).toBeGreaterThanOrEqual(20);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBe(routes().length);
    for (const key of documented) expect(t.app.adminRoutes.has(key), key).toBe(true);
  });

  it('answers 403 exactly where the role lacks the permission, and 401 to a stranger, before any body check', async () => {
    for (const { key, access } of routes()) {
      if (access === 'public') continue;
      const [method, path] = key.split(' ') as [string, string];
      const target = url(path, targets.site1Member);
      // A body no route accepts: a permitted role gets 400 (or 404 where the path names nothing), never 403.
      const body = method === 'GET' ? undefined : { not_a_field: true };
      const stranger = await new AdminClient(t.app).call(method as never, target, body);
      expect(stranger.status, `stranger ${key}`).toBe(401);
      // Session routes (sign-out, enrolment) are every role's; operators.test.ts covers them.
      if (access === 'session') continue;
      for (const role of OPERATOR_ROLES) {
        const res = await clients[role].call(method as never, target, body);
        const allowed = can(role, access as Permission);
        if (allowed) expect(res.status, `${role} ${key}`).not.toBe(403);
        else expect([res.status, res.body.code], `${role} ${key}`).toEqual([403, 'forbidden']);
      }
    }
    // Its time is its work, growing with the admin API: every route as a stranger and as each role (3-4 s
    // quiet, up to 25 s on a loaded machine).
  }, 120_000);

  it('never reaches a site not granted: its records are not found, naming it is forbidden', async () => {
    for (const { key, access } of routes()) {
      if (access === 'public' || access === 'session') continue;
      const [method, path] = key.split(' ') as [string, string];
      if (path.includes(':id') && path.startsWith('/api/admin/members')) {
        const res = await siteOneOwner.call(
          method as never,
          url(path, targets.site2Member),
          method === 'GET'
            ? undefined
            : path.endsWith('/status')
              ? { reason: 'testing access', status: 'frozen' }
              : { reason: 'testing access' },
        );
        expect(res.status, key).toBe(404);
      } else if (method === 'GET' && MEMBER_LISTS.has(path)) {
        const filter = encodeURIComponent(JSON.stringify({ member_id: targets.site2Member }));
        expect((await siteOneOwner.get(`${path}?filter=${filter}`)).status, key).toBe(404);
      } else if (method === 'GET' && !path.includes(':id') && !SITELESS.has(path)) {
        const res = await siteOneOwner.get(`${path}?filter=${encodeURIComponent('{"site_id":2}')}`);
        expect(res.status, key).toBe(403);
      }
    }
    const sites = await siteOneOwner.get('/api/admin/sites');
    expect(sites.body.map((s: { id: number }) => s.id)).toEqual([1]);
    expect((await siteOneOwner.get('/api/admin/sites/2')).status).toBe(404);
    expect((await siteOneOwner.get('/api/admin/dashboard?site_id=2&currency=RMB')).status).toBe(403);
    const member = await t.app.identity.memberByAccount(2, 'ap001');
    expect(member!.status).toBe('active');
  });
});
