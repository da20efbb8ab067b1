import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /register/sms: sends the phone verification code of a registration. */
export function sendRegisterSms(phone: string, currency: string) {
  const body = { member_phone: phone, currency, type: 'register_member' as const };
  return callApi('registerSms', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}
