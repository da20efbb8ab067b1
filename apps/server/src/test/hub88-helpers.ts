import { createSign, randomUUID } from 'node:crypto';
import { demoHub88Keys } from '../modules/games/embedded-sandbox.js';
import { issueSessionToken } from '../modules/games/seamless/session-token.js';
import type { TestApp } from './harness.js';

/** Hub88 (the embedded simulator's key) calling our seamless wallet API, and the tokens our launches give it. */
export function hub88Wallet(t: TestApp) {
  const secret = t.app.config.SERVER_SECRET;
  const sign = (raw: string, key = demoHub88Keys('aggregator').privateKey) =>
    createSign('RSA-SHA256').update(raw).sign(key, 'base64');

  async function send(path: string, body: unknown, opts: { raw?: string; signature?: string } = {}) {
    const raw = opts.raw ?? JSON.stringify(body);
    const res = await t.app.games.walletApi.inject({
      method: 'POST',
      url: `/hub88${path}`,
      headers: { 'content-type': 'application/json', 'x-hub88-signature': opts.signature ?? sign(raw) },
      payload: raw,
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  /** A member's seamless session at a provider, as a launch issues it (`now`: when it was issued). */
  const session = (memberId: number, opts: { gpId?: string; currency?: string; now?: number } = {}) => {
    const gpId = opts.gpId ?? 'GP10';
    const token = issueSessionToken(
      secret,
      { siteId: 1, memberId, gpId, currency: opts.currency ?? 'USD' },
      opts.now ?? Date.now(),
    );
    const user = `${gpId}-${memberId}`;
    const base = { user, token, currency: 'USD', game_code: 'crash-classic' };
    return {
      user,
      token,
      balance: () => send('/user/balance', { user, token, request_uuid: randomUUID() }),
      bet: (uuid: string, amount: number, extra: object = {}) =>
        send('/transaction/bet', {
          ...base,
          transaction_uuid: uuid,
          round: uuid,
          amount,
          request_uuid: randomUUID(),
          ...extra,
        }),
      win: (uuid: string, bet: string, amount: number, extra: object = {}) =>
        send('/transaction/win', {
          ...base,
          transaction_uuid: uuid,
          reference_transaction_uuid: bet,
          round: bet,
          amount,
          request_uuid: randomUUID(),
          ...extra,
        }),
      rollback: (uuid: string, bet: string) =>
        send('/transaction/rollback', {
          user,
          token,
          transaction_uuid: uuid,
          reference_transaction_uuid: bet,
          round: bet,
          request_uuid: randomUUID(),
        }),
    };
  };

  return { send, sign, session };
}
