import type { RealityCheckAnswer } from '@playdeck/contract';
import { callApi } from '../../../shared/api/call-api';

/** The play session since the page opened the game: how long, and its net result (wins minus stakes). */
export function getPlaySession(since: string) {
  return callApi('protectionSession', { since }, { silent: true });
}

/** Records the member's answer to a reality check; answers the session as the server saw it. */
export function answerRealityCheck(since: string, answer: RealityCheckAnswer) {
  return callApi('protectionRealityAnswer', { since, answer }, { silent: true });
}
