/**
 * The registration-completed pixel event (R§4): the ad pixel's standard CompleteRegistration event with
 * the member id, when the site's pixel is on the page (analytics tags, production only), and listeners
 * are told either way, like the sign-in status events.
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

type Fbq = (method: 'track', name: string, data: Record<string, string>) => void;

export function track(event: 'registration_completed', data: RegistrationEvent): void {
  for (const listener of listeners) listener(event, data);
  const fbq = (globalThis as { fbq?: Fbq }).fbq;
  if (typeof fbq === 'function') fbq('track', 'CompleteRegistration', { member_id: data.member_id });
}
