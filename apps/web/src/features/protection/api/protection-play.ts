import { callApi } from '../../../shared/api/call-api';

/**
 * The game page's beat (decision 0052): a minute more of play with a game open. Silent: a beat lost on the
 * network says nothing (the next one counts again), and a reached limit is told by the page's own dialog.
 */
export function reportPlay() {
  return callApi('protectionPlay', {}, { silent: true });
}
