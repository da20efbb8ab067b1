/**
 * The registration-completed pixel event (R§4). No ad pixel is wired yet, so track() only notifies
 * listeners, like the sign-in status events.
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
}
