import { callApi } from '../../../shared/api/call-api';

/** /get_info_data: opens an `enc` query-login link; the reply is a JSON string. */
export function getInfoData(enc: string) {
  return callApi('getInfoData', { enc }, { silent: true });
}
