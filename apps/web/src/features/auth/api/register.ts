import type { CallRequest, LoginReply } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** The registration object in wire names: account, password, the displayed fields, captcha. */
export type RegisterBody = Omit<CallRequest<'register'>, 'site_id'>;

/** /register: answers the login data; silent, the form maps the result codes to messages. */
export function register(body: RegisterBody): Promise<LoginReply> {
  return callApi('register', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
