import { startRealtime } from '../features/realtime/start-realtime';
import { config, websocketUrlFor } from '../shared/config/public-config';

/** Realtime is not needed for the first paint; boot calls this once the page is idle. */
export function startSiteRealtime(): void {
  startRealtime({ websocketUrl: websocketUrlFor(config, location.protocol), templateName: config.TEMPLATE_NAME }).catch(
    (error) => console.warn('Realtime unavailable', error),
  );
}
