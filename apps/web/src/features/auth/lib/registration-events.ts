import { sendPixelEvent } from '../../../shared/analytics/pixel';

/**
 * The registration-completed pixel event: the ad pixel's standard CompleteRegistration event
 * with the member id, where the site's pixel is on and the page's language sends tracking events (the
 * pixel itself loads in production only). Listeners are told either way, like the sign-in
 * status events.
 */
export interface RegistrationEvent {
  member_id: string;
}
type Listener = (event: 'registration_completed', data: RegistrationEvent) => void;
const listeners = new Set<Listener>();

export function onRegistrationEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function track(event: 'registration_completed', data: RegistrationEvent): void {
  for (const listener of listeners) listener(event, data);
  sendPixelEvent('track', 'CompleteRegistration', { member_id: data.member_id });
}
