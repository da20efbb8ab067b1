import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { RealtimeMessage, SubscribeAck } from '@playdeck/contract';
import { sessions } from '../../db/schema/index.js';
import { hashToken } from '../identity/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { canJoin } from './hub.js';

const TOKEN = 'tok_socket_0123456789abcdef';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

function open(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: token ? { token } : {}, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const subscribe = (socket: Socket, channel: string) =>
  socket.timeout(5_000).emitWithAck('subscribe', { channel }) as Promise<SubscribeAck>;

const nextMessage = (socket: Socket) =>
  new Promise<RealtimeMessage>((resolve) => socket.once('message', (m: RealtimeMessage) => resolve(m)));

describe('canJoin', () => {
  const member = { id: 1, siteId: 1, memberId: 42, memberCurrency: 'VND' };
  it('lets anyone read public channels and members read only their own private ones', () => {
    expect(canJoin('web_member', undefined)).toEqual({ ok: true });
    expect(canJoin('web_api.USD', undefined)).toEqual({ ok: true });
    expect(canJoin('suncity_template', undefined)).toEqual({ ok: true });
    expect(canJoin('member.42', undefined)).toEqual({ ok: false, code: 401 });
    expect(canJoin('member.42', member)).toEqual({ ok: true });
    expect(canJoin('member.43', member)).toEqual({ ok: false, code: 403 });
    expect(canJoin('member.VND', member)).toEqual({ ok: true });
    expect(canJoin('member.USD', member)).toEqual({ ok: false, code: 403 });
    expect(canJoin('presence-member.VND', member)).toEqual({ ok: true });
    expect(canJoin('../admin', member)).toEqual({ ok: false, code: 404 });
  });
});

describeEachDb('realtime endpoint', (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.database.db.insert(sessions).values({
      siteId: 1,
      memberId: 7,
      memberCurrency: 'USD',
      tokenHash: hashToken(TOKEN),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('delivers a public event to a visitor subscribed to its channel', async () => {
    const socket = await open(url);
    expect(await subscribe(socket, 'web_api.USD')).toEqual({ ok: true });
    const received = nextMessage(socket);
    t.app.realtime.publish('web_api.USD', 'carousel_picture.url', {});
    expect(await received).toEqual({ channel: 'web_api.USD', event: 'carousel_picture.url', data: {} });
    socket.disconnect();
  });

  it('refuses private channels without a token and other members’ channels with one', async () => {
    const visitor = await open(url);
    expect(await subscribe(visitor, 'member.7')).toEqual({ ok: false, code: 401 });
    const member = await open(url, TOKEN);
    expect(await subscribe(member, 'member.8')).toEqual({ ok: false, code: 403 });
    expect(await subscribe(member, 'member.7')).toEqual({ ok: true });
    expect(await subscribe(member, 'presence-member.USD')).toEqual({ ok: true });
    const received = nextMessage(member);
    t.app.realtime.publish('member.7', 'member.cash', { cash: '12.50' });
    expect((await received).data).toEqual({ cash: '12.50' });
    visitor.disconnect();
    member.disconnect();
  });

  it('answers malformed subscriptions instead of crashing', async () => {
    const socket = await open(url);
    expect(await socket.timeout(5_000).emitWithAck('subscribe', 'web_member')).toEqual({ ok: false, code: 404 });
    expect(await subscribe(socket, 'x'.repeat(5_000))).toEqual({ ok: false, code: 404 });
    socket.disconnect();
  });
});

// Two server nodes share events through Redis: a socket on node A hears what node B publishes.
describe.runIf(process.env.REDIS_URL)('realtime across nodes (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    const redis = { REDIS_URL: process.env.REDIS_URL as string };
    [a, b, other] = await Promise.all([
      createTestApp('pglite', redis),
      createTestApp('pglite', redis),
      // Another deployment on the same Redis.
      createTestApp('pglite', { ...redis, REDIS_PREFIX: 'playdeck-another-deployment' }),
    ]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await other.close();
  });

  it('delivers an event published on another node', async () => {
    const socket = await open(await listen(a));
    await listen(b);
    expect(await subscribe(socket, 'web_member')).toEqual({ ok: true });
    const received = nextMessage(socket);
    b.app.realtime.publish('web_member', 'customer_service_link_change', {});
    expect((await received).event).toBe('customer_service_link_change');
    socket.disconnect();
  });

  it('keeps apart from another deployment on the same Redis (REDIS_PREFIX)', async () => {
    const address = a.app.server.address(); // listening since the test above
    if (!address || typeof address === 'string') throw new Error('node A is not listening');
    const socket = await open(`http://127.0.0.1:${address.port}`);
    expect(await subscribe(socket, 'web_member')).toEqual({ ok: true });
    const heard: string[] = [];
    socket.on('message', (m: { event: string }) => heard.push(m.event));
    other.app.realtime.publish('web_member', 'customer_service_link_change', {});
    // A publish of this deployment after it: once that arrives, the other's would have too.
    const received = nextMessage(socket);
    b.app.realtime.publish('web_member', 'customer_service_link_change', {});
    await received;
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual(['customer_service_link_change']);
    socket.disconnect();
  });
});
