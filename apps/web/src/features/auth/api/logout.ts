import { callApi } from '../../../shared/api/call-api';

/** Tells the server; the local session ends whatever it answers (offline logout must still work). */
export function logout(): Promise<void> {
  return callApi('logout', {}, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
