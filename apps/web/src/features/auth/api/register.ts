import type { CallRequest, LoginReply } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { config } from '../../../shared/config/public-config';

/** The registration object in wire names (R§3): account, password, the displayed fields, captcha. */
export type RegisterBody = Omit<CallRequest<'register'>, 'site_id'>;

/** /register (R§7): answers the login data; silent, the form maps the codes (R§8). */
export function register(body: RegisterBody): Promise<LoginReply> {
  return callApi('register', { ...body, site_id: config.SITE_ID || undefined }, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
