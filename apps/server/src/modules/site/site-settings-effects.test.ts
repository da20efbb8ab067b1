import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { register, vndBody } from '../../test/registration-helpers.js';
import { SITE_CHECK_MS } from './directory.js';

const URL1 = '/api/admin/site-settings/1';
const SLOT = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits', device: 1 as const };

// What members see after the owner changes a site in the console: through the member API only.
describeEachDb('back office: site settings reach the member site', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    owner = await signedIn(t.app, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  /** When the last save was answered: its announcement to open pages is due within SITE_CHECK_MS of it. */
  let lastSavedAt = 0;
  /** Saves `change` at the current version; fails the test if the console would have been refused. */
  const save = async (change: Record<string, unknown>, id = 1) => {
    const { version } = (await owner.get(`/api/admin/site-settings/${id}`)).body;
    const res = await owner.call('PUT', `/api/admin/site-settings/${id}`, { version, ...change });
    lastSavedAt = Date.now();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  // First: its wait for earlier saves' announcements to land is then none (run alone or later, it waits).
  it('a new domain resolves to its site; customer-service links change and open pages are told', async () => {
    // Earlier saves' announcements may still be on their way: let them land first (a timer due sooner
    // always runs before this one, however loaded the machine). The last save's is the latest of them.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastSavedAt + SITE_CHECK_MS + 100 - Date.now())));
    const toldAt: number[] = [];
    const publishNow = t.app.realtime.publish.bind(t.app.realtime);
    const publish = vi.spyOn(t.app.realtime, 'publish').mockImplementation((...args) => {
      toldAt.push(Date.now());
      return publishNow(...args);
    });
    const byHost = async (host: string) =>
      (await post(t.app, '/api/arks/web/site/detail', {}, { host })).body.data.detail;
    expect((await byHost('zh.apsport.example')).site_id).toBe(1);
    const { domains, customer_urls } = (await owner.get('/api/admin/site-settings/2')).body;
    const savedFrom = Date.now();
    await save(
      { domains: [...domains, 'zh.apsport.example'], customer_urls: { zh_CN: 'https://chat.apsport.example/zh' } },
      2,
    );
    const detail = await byHost('zh.apsport.example');
    expect(detail.site_id).toBe(2);
    expect(detail.env_config.customerUrl).toEqual({ zh_CN: 'https://chat.apsport.example/zh' });
    // Pages refetch the site detail once every node has had time to see the change, not before (on a
    // loaded machine the save itself may take longer, so the time is read when the page is told).
    await vi.waitFor(() => expect(publish).toHaveBeenCalledWith('web_member', 'customer_service_link_change', {}), {
      timeout: SITE_CHECK_MS * 10,
    });
    const told = publish.mock.calls.findIndex(([, event]) => event === 'customer_service_link_change');
    expect(toldAt[told]! - savedFrom).toBeGreaterThanOrEqual(SITE_CHECK_MS);
    publish.mockRestore();
    await save({ domains, customer_urls }, 2);
    expect((await byHost('zh.apsport.example')).site_id).toBe(1);
  });

  it('blocked addresses and countries: registration answers 218, login 106 / 201 / 202, at once', async () => {
    try {
      await save({ blocked_ips: ['127.0.0.0/8', '2001:db8::/32'], blocked_countries: [], require_country: false });
      expect((await register(t.app, vndBody(), '127.0.0.9')).body.code).toBe(218);
      expect((await register(t.app, vndBody(), '2001:db8::5')).body.code).toBe(218);
      expect((await login(t.app)).body.code).toBe(106);
      await save({ blocked_ips: [], blocked_countries: ['kp'] });
      expect((await register(t.app, vndBody(), undefined, { 'cf-ipcountry': 'KP' })).body.code).toBe(218);
      expect((await login(t.app, { headers: { 'cf-ipcountry': 'KP' } })).body.code).toBe(201);
      expect((await register(t.app, vndBody(), undefined, { 'cf-ipcountry': 'VN' })).body.code).toBe(100);
      await save({ blocked_countries: [], require_country: true });
      expect((await register(t.app, vndBody())).body.code).toBe(218);
      expect((await login(t.app)).body.code).toBe(202);
    } finally {
      await save({ blocked_ips: [], blocked_countries: [], require_country: false });
    }
    expect((await login(t.app)).body.code).toBe(100);
    expect((await register(t.app, vndBody(), '127.0.0.9')).body.code).toBe(100);
  });

  it('the blocked lists never reach pages: site detail leaves them out', async () => {
    await save({ blocked_ips: ['10.9.9.9'], blocked_countries: ['KP'] });
    const detail = await post(t.app, '/api/arks/web/site/detail', { site_id: 1 });
    expect(detail.body.data.detail.env_config.ipRules).toBeUndefined();
    expect(JSON.stringify(detail.body)).not.toContain('10.9.9.9');
    await save({ blocked_ips: [], blocked_countries: [] });
  });

  it('games closed: launches and demo launches answer 205; opened again, they play', async () => {
    const auth = bearer((await login(t.app, { account: 'demo001' })).body.data.token);
    const demo = { gp_id: 'GP01', game_type: 2, game_code: 'slot-fortune-fruits' };
    await save({ games_closed: true });
    expect((await post(t.app, '/api/member/game/play1', SLOT, auth)).body.code).toBe(205);
    expect((await post(t.app, '/api/demo/play', demo)).body.code).toBe(205);
    // Leaving and bringing money back still work while games are closed.
    expect((await post(t.app, '/api/member/game/leave1', { gp_id: 'GP01' }, auth)).body.code).toBe(100);
    await save({ games_closed: false });
    const open = await post(t.app, '/api/member/game/play1', SLOT, auth);
    expect(open.body.code).toBe(100);
    await post(t.app, '/api/member/game/leave1', { gp_id: 'GP01' }, auth);
  });

  it('a route rule redirects the next page request, internal or to an allowed host', async () => {
    const page = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    expect((await page('/summer')).statusCode).not.toBe(302);
    const { redirect_hosts, route_rules } = (await owner.get(URL1)).body;
    try {
      await save({
        route_rules: [
          ...route_rules,
          { path: '/summer', redirect: 'https://summer.suncity.example/offer', status: 302 },
          { path: '/old/**', redirect: '/discount', status: 301 },
        ],
        redirect_hosts: [...redirect_hosts, 'summer.suncity.example'],
      });
      const summer = await page('/summer');
      expect(summer.statusCode).toBe(302);
      expect(summer.headers.location).toBe('https://summer.suncity.example/offer');
      const old = await page('/old/promo/1');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/discount');
    } finally {
      await save({ route_rules, redirect_hosts });
    }
    expect((await page('/summer')).statusCode).not.toBe(302);
  });
});
