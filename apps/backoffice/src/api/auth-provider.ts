import type { AuthProvider } from 'ra-core';
import { createHttpClient, errorStatus } from './http-client';
import type { FetchLike } from './http-client';
import type { CsrfStore } from './csrf';
import { API_URL } from './types';
import type { Operator, RecoveryCodes, SessionReply, SignInReply, TotpEnrolment } from './types';
import { canAccess } from '../auth/permissions';

/** Thrown by `login` when the password was right and a one-time code must follow. */
export class TotpChallenge extends Error {
  constructor(readonly challenge: string) {
    super('totp');
    this.name = 'TotpChallenge';
  }
}

export type SignInParams = { username: string; password: string } | { challenge: string; code: string };

export interface PlaydeckAuthProvider extends AuthProvider {
  /** The signed-in operator (asked once, then kept until sign-out). */
  getOperator(): Promise<Operator>;
  /** `enrolmentCode`: the one-time code a first enrolment needs where `enrolment_code_required`. */
  startTotpEnrolment(enrolmentCode?: string): Promise<TotpEnrolment>;
  confirmTotpEnrolment(code: string, enrolmentCode?: string): Promise<string[]>;
  signOutEverywhere(): Promise<void>;
}

/** Production asks every operator for two-factor sign-in; one without it must enrol before anything else. */
export const mustEnrolTotp = (operator: Operator) => operator.totp_required && !operator.totp_enabled;

/**
 * Sessions of the admin API: an httpOnly cookie the console never sees, and a CSRF token kept in
 * memory and sessionStorage. `login` takes the password step or, after a TotpChallenge, the code step.
 */
export function createAuthProvider(deps: { fetch: FetchLike; csrf: CsrfStore }): PlaydeckAuthProvider {
  const http = createHttpClient(deps);
  let operator: Operator | undefined;
  let pending: Promise<Operator> | undefined;

  const signedIn = (reply: SessionReply) => {
    deps.csrf.set(reply.csrf_token);
    operator = reply.operator;
    return reply.operator;
  };
  const forget = () => {
    operator = undefined;
    deps.csrf.set(undefined);
  };
  const current = (): Promise<Operator> => {
    if (operator) return Promise.resolve(operator);
    pending ??= http<SessionReply>(`${API_URL}/session`)
      .then(({ json }) => signedIn(json))
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const post = <T>(path: string, body?: unknown) =>
    http<T>(`${API_URL}/${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

  return {
    async login(params: SignInParams) {
      const { json } =
        'challenge' in params
          ? await post<SignInReply>('session/totp', { challenge: params.challenge, code: params.code })
          : await post<SignInReply>('session', { username: params.username, password: params.password });
      if (json.state === 'totp') throw new TotpChallenge(json.challenge);
      const who = signedIn(json);
      return mustEnrolTotp(who) ? { redirectTo: '/security' } : undefined;
    },
    async logout() {
      // Without a token there is no session this tab knows of (or the server just said 401).
      if (deps.csrf.get()) await http(`${API_URL}/session`, { method: 'DELETE' }).catch(() => undefined);
      forget();
    },
    async checkAuth() {
      await current();
    },
    async checkError(error: unknown) {
      if (errorStatus(error) !== 401) return;
      forget();
      throw error;
    },
    async getIdentity() {
      const who = await current();
      return { id: who.id, fullName: who.display_name };
    },
    async getPermissions() {
      return (await current()).role;
    },
    async canAccess({ resource, action }) {
      return canAccess((await current()).role, resource, action);
    },
    getOperator: current,
    async startTotpEnrolment(enrolmentCode?: string) {
      return (await post<TotpEnrolment>('me/totp', enrolmentCode ? { enrolment_code: enrolmentCode } : {})).json;
    },
    async confirmTotpEnrolment(code: string, enrolmentCode?: string) {
      const body = enrolmentCode ? { code, enrolment_code: enrolmentCode } : { code };
      const { json } = await post<RecoveryCodes>('me/totp/confirm', body);
      if (operator) operator = { ...operator, totp_enabled: true, enrolment_code_required: false };
      return json.recovery_codes;
    },
    async signOutEverywhere() {
      await http(`${API_URL}/sessions`, { method: 'DELETE' });
      forget();
    },
  };
}
