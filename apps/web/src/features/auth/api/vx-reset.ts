import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

export interface VxResetBody {
  account: string;
  password: string;
  token: string;
}

/** Transfer validation step 2 (/arks/web/vx/reset): the new login password with the step-1 token. */
export function vxReset(body: VxResetBody) {
  return callApi('vxReset', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}

export function useVxReset() {
  return useMutation({ mutationFn: vxReset });
}
