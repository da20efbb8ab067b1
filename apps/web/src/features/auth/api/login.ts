import type { CallRequest, LoginReply } from '@playdeck/contract';
import { CALL_PATHS } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';
import { useLayout } from '../../../shared/stores/layout-store';
import { deviceData } from '../lib/device-info';

export type { LoginReply };

export interface LoginBody {
  account: string;
  password: string;
  answer: string;
  captcha_token: string;
}

/**
 * Login: first /get_login_header, whose reply names a header and its value, then /login with
 * that header, the form, the site and the device data. Silent: the caller maps the result codes.
 */
export async function login(body: LoginBody): Promise<LoginReply> {
  const siteId = config.SITE_ID || undefined;
  const nonce = await callApi('loginHeader', { site_id: siteId }, { silent: true });
  const request: CallRequest<'login'> = {
    ...body,
    site_id: siteId,
    ...deviceData(useLayout.getState().device),
  };
  return apiRequest<LoginReply>(CALL_PATHS.login, request, { silent: true, headers: { [nonce.header]: nonce.value } });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
