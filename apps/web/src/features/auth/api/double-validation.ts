import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';
import { useLayout } from '../../../shared/stores/layout-store';
import { deviceData } from '../lib/device-info';

export interface DoubleValidationBody {
  member_login_id: string;
  answer: string;
  captcha_answer: string;
  captcha_token: string;
}

/** /login/double_validation: the answer, the captcha and the device data; replies login data. */
export function submitDoubleValidation(body: DoubleValidationBody) {
  return callApi(
    'doubleValidation',
    { ...body, site_id: config.SITE_ID || undefined, ...deviceData(useLayout.getState().device) },
    { silent: true },
  );
}

export function useDoubleValidation() {
  return useMutation({ mutationFn: submitDoubleValidation });
}
