import type { ProviderClient } from './provider-client.js';

/** Our player ids are `${gpId}-${memberId}` (playerIdOf): the provider id is everything before the last dash. */
export const gpIdOfPlayer = (playerId: string) => playerId.slice(0, playerId.lastIndexOf('-'));

/**
 * One ProviderClient over several: each call goes to the client that serves its provider id (the games of
 * some providers come through an aggregator such as Hub88, the rest straight from their provider).
 */
export function routeProviders(clientOf: (siteId: number, gpId: string) => Promise<ProviderClient>): ProviderClient {
  const of = (p: { siteId: number; playerId: string }) => clientOf(p.siteId, gpIdOfPlayer(p.playerId));
  return {
    ensurePlayer: async (p) => (await of(p)).ensurePlayer(p),
    transfer: async (t) => (await of(t)).transfer(t),
    transferStatus: async (t) => (await of(t)).transferStatus(t),
    balance: async (p) => (await of(p)).balance(p),
    launch: async (p) => (await clientOf(p.siteId, p.gpId)).launch(p),
    games: async (q) => (await clientOf(q.siteId, q.gpId)).games(q),
    rounds: async (q) => (await of(q)).rounds(q),
  };
}
