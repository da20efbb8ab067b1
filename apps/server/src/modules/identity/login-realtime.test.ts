import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { RealtimeMessage, SubscribeAck } from '@playdeck/contract';
import { sha256 } from '../../lib/crypto.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { IDENTITY_TEST_CONFIG, login } from '../../test/identity-helpers.js';
import { tokenFingerprint } from './device.js';

describeEachDb('a newer login reaches the old device', (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  const open = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const s = connect(url, { transports: ['websocket'], auth: { token }, forceNew: true });
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  const subscribe = (s: Socket, channel: string) =>
    s.timeout(5_000).emitWithAck('subscribe', { channel }) as Promise<SubscribeAck>;

  it('sends `login` with the new token’s fingerprint, then drops the old socket from member channels', async () => {
    const first = (await login(t.app)).body.data;
    const socket = await open(first.token);
    expect(await subscribe(socket, `member.${first.member_id}`)).toEqual({ ok: true });
    const event = new Promise<RealtimeMessage>((resolve) => socket.on('message', resolve));
    const second = (await login(t.app, { udid: 'device-a' })).body.data;
    const message = await event;
    expect(message).toEqual({
      channel: `member.${first.member_id}`,
      event: 'login',
      data: { token: tokenFingerprint(sha256(second.token)) },
    });
    expect(message.data).not.toEqual({ token: second.token });
    await new Promise((r) => setTimeout(r, 200));
    const later: RealtimeMessage[] = [];
    socket.on('message', (m: RealtimeMessage) => later.push(m));
    t.app.realtime.publish(`member.${first.member_id}`, 'member.cash', { cash: '1.00' });
    await new Promise((r) => setTimeout(r, 300));
    expect(later).toEqual([]);
    expect(await subscribe(socket, `member.${first.member_id}`)).toEqual({ ok: false, code: 401 });
    socket.disconnect();
  });
});
