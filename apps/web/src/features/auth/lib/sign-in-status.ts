/**
 * Sign-in status keys. The names are fixed for analytics, the moments are ours; we emit them at these
 * moments, for analytics to subscribe to (no tracker is wired yet, so track() only notifies listeners):
 * - click_signin: the header's login button was pressed;
 * - click_signin_true: the login form passed its checks and was sent;
 * - click_signin_pass: the server accepted the password (login answered 100, 107 or 802);
 * - is_signin_pass: double validation was answered correctly;
 * - is_signin_success: a session was stored (login, double validation, query login, another window);
 * - is_signin_noopen: a sign-in was not sent (form checks failed, demo site);
 * - is_signin_true: the page opened with a stored session.
 */
export const SIGN_IN_STATUS = [
  'click_signin',
  'click_signin_true',
  'click_signin_pass',
  'is_signin_pass',
  'is_signin_success',
  'is_signin_noopen',
  'is_signin_true',
] as const;

export type SignInStatus = (typeof SIGN_IN_STATUS)[number];

type Listener = (status: SignInStatus) => void;
const listeners = new Set<Listener>();

export function onSignInStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function track(status: SignInStatus): void {
  for (const listener of listeners) listener(status);
}
