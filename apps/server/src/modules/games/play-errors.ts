import { GAME_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';

export const transferPending = () => new ApiError(GAME_CODES.transferPending, 'pg.err_code_206');

/** A provider that is slow or down is a business outcome: nothing moved, the member may try again. */
export const providerNotAnswering = () => new ApiError(GAME_CODES.providerUnavailable, 'pg.err_code_208');

/** The site's owner closed its games (back office, sites): launches are refused; leaving still works. */
export function refuseWhenGamesClosed(site: { gamesClosed: boolean }): void {
  if (site.gamesClosed) throw new ApiError(GAME_CODES.siteClosed, 'r88close_msg');
}
