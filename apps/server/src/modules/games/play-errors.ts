import { GAME_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';

export const transferPending = () =>
  new ApiError(GAME_CODES.transferPending, 'a transfer is still settling; try again in a moment');

/** A provider that is slow or down is a business outcome: nothing moved, the member may try again. */
export const providerNotAnswering = () =>
  new ApiError(GAME_CODES.providerUnavailable, 'the game provider is not answering; try again in a moment');

/** The site's owner closed its games (back office, sites): launches are refused; leaving still works. */
export function refuseWhenGamesClosed(site: { gamesClosed: boolean }): void {
  if (site.gamesClosed) throw new ApiError(GAME_CODES.siteClosed, 'games are closed on this site');
}
