import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** /register/valid_message: whether an agent id or a recommend code may still be used. */
export function validMessage(kind: 'member_agent' | 'recommend_code', value: string) {
  const site_id = config.SITE_ID || undefined;
  const body = kind === 'member_agent' ? { agent_id: value, site_id } : { recommend_code: value, site_id };
  return callApi('validMessage', body, { silent: true });
}
