import { callApi } from '../../../shared/api/call-api';
import { useSecurityMutation } from './security';

/** securitySignOutOthers: every other session of the member ends; answers how many did. */
export function signOutOthers() {
  return callApi('securitySignOutOthers', {}, { silent: true }).then((reply) => reply.ended);
}

export const useSignOutOthers = () => useSecurityMutation(signOutOthers);
