import { createSign } from 'node:crypto';
import { demoHub88Keys } from '../modules/games/embedded-sandbox.js';
import type { ConformanceTarget } from '../modules/games/hub88/conformance.js';
import type { TestApp } from './harness.js';
import { protectionMembers } from './protection-helpers.js';

/** Signs as the embedded sandbox's Hub88 does (or with another key). */
export const signAsHub88 = (raw: string, key = demoHub88Keys('aggregator').privateKey) =>
  createSign('RSA-SHA256').update(raw).sign(key, 'base64');

/**
 * Hub88 (the embedded simulator's key) calling the test app's seamless wallet API in process, with new
 * funded USD members of site 1 (`prefix` keeps accounts apart across files).
 */
export function hub88Target(
  t: TestApp,
  prefix: string,
): ConformanceTarget & { member: ReturnType<typeof protectionMembers> } {
  const member = protectionMembers(t.app, prefix, () => 0);
  return {
    member,
    secret: t.app.config.SERVER_SECRET,
    sign: (raw) => signAsHub88(raw),
    async send(path, raw, signature) {
      const res = await t.app.games.walletApi.inject({
        method: 'POST',
        url: `/hub88${path}`,
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
        payload: raw,
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    },
    async fundedMember() {
      const m = await member();
      await m.fund(10_000n);
      return m.id;
    },
    disabledMember: async () => (await member({ status: 'disabled' })).id,
    mainBalance: async (id) => (await t.app.wallet.balances(1, id)).get('') ?? 0n,
  };
}
