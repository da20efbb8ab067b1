import { verifyPassword } from '../../lib/passwords.js';
import type { LoginThrottle } from '../identity/types.js';
import { adminErrors } from '../../lib/admin-error.js';
import { open, seal } from '../../lib/crypto.js';
import type { OperatorRepo } from './repo.js';
import type { OperatorUser } from './types.js';
import type { ClientInfo, OperatorSessions } from './sessions.js';
import type { Totp } from './totp.js';

/** The back office is not a site: its throttle counters live under site 0, keyed `op:<username>`. */
const BACK_OFFICE_SITE = 0;
const CHALLENGE_PURPOSE = 'operator-totp-challenge';
const CHALLENGE_MS = 5 * 60_000;

export type SignInResult =
  { state: 'signed_in'; user: OperatorUser; token: string; csrf: string } | { state: 'totp'; challenge: string };

/**
 * Operator sign-in: argon2id password, throttled like member login (per account and address, per
 * address, per account), then the authenticator code when two-factor sign-in is on. The password step
 * answers a sealed challenge naming the user for five minutes; the code step is throttled on its own.
 */
export function createSignIn(deps: {
  repo: OperatorRepo;
  throttle: LoginThrottle;
  totp: Totp;
  sessions: OperatorSessions;
  secret: string;
}) {
  async function guarded<T>(key: string, ip: string, attempt: () => Promise<T | undefined>): Promise<T> {
    const wait = await deps.throttle.reserve(BACK_OFFICE_SITE, key, ip);
    if (wait > 0) throw adminErrors.throttled(wait);
    const result = await attempt();
    if (result === undefined) throw adminErrors.invalidCredentials();
    await deps.throttle.recordSuccess(BACK_OFFICE_SITE, key, ip);
    return result;
  }

  async function finish(user: OperatorUser, client: ClientInfo, secondFactor: boolean): Promise<SignInResult> {
    const { token, csrf } = await deps.sessions.start(user, client, secondFactor);
    return { state: 'signed_in', user, token, csrf };
  }

  return {
    async withPassword(username: string, password: string, client: ClientInfo): Promise<SignInResult> {
      const name = username.toLowerCase();
      const user = await guarded(`op:${name}`, client.ip, async () => {
        const found = await deps.repo.byUsername(name);
        const ok = await verifyPassword(found?.passwordHash, password);
        return ok && found?.status === 'active' ? found : undefined;
      });
      if (!user.totpEnabledAt) return finish(user, client, false);
      const challenge = seal(
        deps.secret,
        CHALLENGE_PURPOSE,
        JSON.stringify({ id: user.id, exp: Date.now() + CHALLENGE_MS }),
      );
      return { state: 'totp', challenge };
    },

    async withTotp(challenge: string, code: string, client: ClientInfo): Promise<SignInResult> {
      const opened = open(deps.secret, CHALLENGE_PURPOSE, challenge);
      const { id, exp } = opened ? (JSON.parse(opened) as { id: number; exp: number }) : { id: 0, exp: 0 };
      if (!id || exp < Date.now()) throw adminErrors.invalidCredentials();
      const user = await guarded(`op-totp:${id}`, client.ip, async () => {
        const found = await deps.repo.byId(id);
        return found?.status === 'active' && (await deps.totp.check(found, code.trim())) ? found : undefined;
      });
      return finish(user, client, true);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
