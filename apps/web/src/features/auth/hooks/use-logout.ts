import { logoutFlow } from '../session/sign-out';

/** The header's logout: the session runtime reacts to the ended session (data, currency, windows, home). */
export function useLogout() {
  return logoutFlow;
}
