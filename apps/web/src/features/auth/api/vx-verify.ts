import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

export type VxVerifyBody = Omit<CallRequest<'vxVerify'>, 'site_id'>;

/** Transfer validation step 1 (/arks/web/vx/verify): proves who the member is; replies a reset token. */
export function vxVerify(body: VxVerifyBody) {
  return callApi('vxVerify', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}

export function useVxVerify() {
  return useMutation({ mutationFn: vxVerify });
}
