import type { CallRequest } from '@playdeck/contract';
import { callApi } from '../../../shared/api/call-api';

/** /api/fb_tracking: the server's copy of a pixel event; a failure costs only that copy. */
export function sendFbTracking(body: CallRequest<'fbTracking'>): Promise<void> {
  return callApi('fbTracking', body, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
