import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { LOGIN_CODES, MEMBER_CENTRE_CODES } from '@playdeck/contract';
import type { RealtimeMessage, SubscribeAck } from '@playdeck/contract';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { memberDevices, sessions } from '../../db/schema/index.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { bearer, IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';

describeEachDb('member centre: security and server sign-outs', (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  const call = (path: string, token: string, body: unknown = {}) => post(t.app, `/api${path}`, body, bearer(token));
  const memberOf = async (account: string) => (await t.app.identity.memberByAccount(1, account))!;

  /** A second live session of the member, as another device would hold (logins allow only one). */
  async function secondSession(account: string, udid: string): Promise<string> {
    const member = await memberOf(account);
    const token = randomToken();
    await t.app.database.db.insert(sessions).values({
      siteId: 1,
      memberId: member.id,
      memberCurrency: member.memberCurrency,
      tokenHash: sha256(token),
      device: { udid, browser: 'Safari', system: 'iOS' },
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return token;
  }

  /**
   * A socket of that session on the member channel, collecting what it is told (tests wait for a message
   * with expect.poll: a fixed pause was too short for a loaded machine's round trip).
   */
  async function listen(token: string, memberId: number): Promise<{ socket: Socket; told: RealtimeMessage[] }> {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(url, { transports: ['websocket'], auth: { token }, forceNew: true });
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
    const ack = (await socket
      .timeout(5_000)
      .emitWithAck('subscribe', { channel: `member.${memberId}` })) as SubscribeAck;
    expect(ack).toEqual({ ok: true });
    const told: RealtimeMessage[] = [];
    socket.on('message', (m: RealtimeMessage) => told.push(m));
    return { socket, told };
  }

  describe('the Security page', () => {
    it('lists recent logins, this device as current, and the live session', async () => {
      const token = (await login(t.app, { account: 'player001', udid: 'sec-device-1' })).body.data.token as string;
      const res = await call('/member/security', token);
      expect(res.body.code).toBe(100);
      const { logins, devices, sessions: live } = res.body.data;
      expect(logins[0]).toMatchObject({ ip: expect.any(String), device: 'Chromium · Linux' });
      expect(devices).toContainEqual(expect.objectContaining({ device: 'Chromium · Linux', current: 1 }));
      expect(live).toEqual([expect.objectContaining({ current: 1 })]);
    });

    it('forgets another trusted device, never this one nor another member’s', async () => {
      const member = await memberOf('demo001');
      const token = (await login(t.app, { account: 'demo001', udid: 'sec-device-1' })).body.data.token as string;
      const [other] = await t.app.database.db
        .insert(memberDevices)
        .values({ siteId: 1, memberId: member.id, udid: 'sec-old-phone', device: { system: 'Android' } })
        .returning();
      const demo = (await login(t.app, { account: 'demo002', udid: 'sec-demo-device' })).body.data.token as string;
      expect((await call('/member/security/device/remove', demo, { id: other!.id })).body.code).toBe(
        MEMBER_CENTRE_CODES.deviceNotFound,
      );
      const { devices } = (await call('/member/security', token)).body.data;
      const current = devices.find((d: { current: number }) => d.current === 1);
      expect((await call('/member/security/device/remove', token, { id: current.id })).body.code).toBe(
        MEMBER_CENTRE_CODES.deviceIsCurrent,
      );
      expect((await call('/member/security/device/remove', token, { id: other!.id })).body.code).toBe(100);
      // Forgotten: that device must prove itself again (demo001 has answers to be asked).
      expect((await login(t.app, { account: 'demo001', udid: 'sec-old-phone' })).body.code).toBe(
        LOGIN_CODES.differentDevice,
      );
    });

    it('refuses bad bodies with a 400 and changes nothing', async () => {
      const token = (await login(t.app, { account: 'player001', udid: 'sec-device-1' })).body.data.token as string;
      for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }, { id: 1, extra: 1 }]) {
        expect((await call('/member/security/device/remove', token, body)).status).toBe(400);
      }
      expect((await call('/member/security', token, { udid: 'x' })).status).toBe(400);
      expect((await post(t.app, '/api/member/security', {})).status).toBe(401);
    });
  });

  describe('sign-outs done by the server reach the ended session only', () => {
    it('signing out the other sessions tells them (401) and keeps this one', async () => {
      const member = await memberOf('demo002');
      const mine = (await login(t.app, { account: 'demo002', udid: 'sec-demo-device' })).body.data.token as string;
      const other = await secondSession('demo002', 'sec-demo-tablet');
      const here = await listen(mine, member.id);
      const there = await listen(other, member.id);
      const res = await call('/member/security/sign_out_others', mine);
      expect(res.body.data).toEqual({ ended: 1 });
      await expect
        .poll(() => there.told, { timeout: 10_000 })
        .toContainEqual({
          channel: `member.${member.id}`,
          event: 'app_clean_cache',
          data: { code: 401 },
        });
      expect(here.told.filter((m) => m.event === 'app_clean_cache')).toEqual([]);
      expect((await call('/member/profile', other)).status).toBe(401);
      expect((await call('/member/profile', mine)).body.code).toBe(100);
      here.socket.disconnect();
      there.socket.disconnect();
    });

    it('a password change signs the other sessions out with its own code', async () => {
      const member = await memberOf('demo002');
      const mine = (await login(t.app, { account: 'demo002', udid: 'sec-demo-device' })).body.data.token as string;
      const other = await secondSession('demo002', 'sec-demo-tablet');
      const there = await listen(other, member.id);
      const change = { old_password: 'Demo1234', password: 'Demo5678', check_password: 'Demo5678' };
      expect((await call('/member/profile/edit_password', mine, change)).body.code).toBe(100);
      await expect
        .poll(() => there.told, { timeout: 10_000 })
        .toContainEqual({
          channel: `member.${member.id}`,
          event: 'app_clean_cache',
          data: { code: MEMBER_CENTRE_CODES.passwordChanged },
        });
      expect((await call('/member/profile', other)).status).toBe(401);
      expect((await call('/member/profile', mine)).body.code).toBe(100);
      const back = { old_password: 'Demo5678', password: 'Demo1234', check_password: 'Demo1234' };
      expect((await call('/member/profile/edit_password', mine, back)).body.code).toBe(100);
      there.socket.disconnect();
    });
  });
});
