import type { ProviderClient } from './provider-client.js';

/** Our player ids are `${gpId}-${memberId}` (playerIdOf): the provider id is everything before the last dash. */
export const gpIdOfPlayer = (playerId: string) => playerId.slice(0, playerId.lastIndexOf('-'));

/**
 * One ProviderClient over several: each call goes to the client that serves its provider id (the games of
 * some providers come through an aggregator such as Hub88, the rest straight from their provider).
 */
export function routeProviders(clientOf: (gpId: string) => ProviderClient): ProviderClient {
  const of = (playerId: string) => clientOf(gpIdOfPlayer(playerId));
  return {
    ensurePlayer: (p) => of(p.playerId).ensurePlayer(p),
    transfer: (t) => of(t.playerId).transfer(t),
    transferStatus: (t) => of(t.playerId).transferStatus(t),
    balance: (p) => of(p.playerId).balance(p),
    launch: (p) => clientOf(p.gpId).launch(p),
    games: (gpId) => clientOf(gpId).games(gpId),
    rounds: (q) => of(q.playerId).rounds(q),
  };
}
