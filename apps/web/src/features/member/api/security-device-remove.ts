import { callApi } from '../../../shared/api/call-api';
import { useSecurityMutation } from './security';

/** securityDeviceRemove: the device is no longer trusted; its next login asks the double validation again. */
export function removeDevice(id: number) {
  return callApi('securityDeviceRemove', { id }, { silent: true });
}

export const useRemoveDevice = () => useSecurityMutation(removeDevice);
