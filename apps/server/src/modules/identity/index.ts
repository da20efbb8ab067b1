import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SmsCodes } from '../sms/index.js';
import type { WalletService } from '../wallet/index.js';
import { createIdentity } from './identity.js';
import type { Identity } from './types.js';
import { memberRoutes } from './routes/member.js';
import { authRoutes } from './routes/member-login.js';
import { recoveryRoutes } from './routes/member-recovery.js';
import { createSessionRepo } from './session-repo.js';
import { createSessionService } from './session-service.js';
import type { SessionService } from './session-service.js';

export { mountMemberAdmin } from './admin.js';

export { toProfile } from './profile-service.js';
export type {
  Identity,
  SignInAttempt,
  LoginThrottle,
  MemberRow,
  MemberSession,
  SessionService,
  WithdrawPassword,
} from './types.js';
export { bearerToken, hashToken } from './session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

/** Member sessions: the auth plugin and the realtime hub need them before any domain is mounted. */
export function createSessions(db: Db, ttlMinutes: number): SessionService {
  return createSessionService(createSessionRepo(db), ttlMinutes);
}

/** Login and its validations, logout, the member's own data and password recovery. */
export async function mountIdentity(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    realtime: RealtimeHub;
    sessions: SessionService;
    wallet: WalletService;
    sms: SmsCodes;
  },
): Promise<Identity> {
  const identity = createIdentity(deps.db, deps.config, deps);
  app.decorate('identity', identity);
  await app.register(authRoutes, { identity });
  await app.register(memberRoutes, { identity, wallet: deps.wallet });
  await app.register(recoveryRoutes, { identity, forgotPassword: identity.forgotPassword });
  return identity;
}
