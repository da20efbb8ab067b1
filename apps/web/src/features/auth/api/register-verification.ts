import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /register/verification: one changed field checked by the server on blur (verification 1). */
export function verifyRegisterField(field: string, value: string, currency: string) {
  const body = { [field]: value, member_currency: currency, verification: 1 as const };
  return callApi('registerVerification', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}
