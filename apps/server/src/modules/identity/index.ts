import type { FastifyInstance } from 'fastify';
import { MEMBER_CENTRE_CODES } from '@playdeck/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { SmsCodes } from '../sms/index.js';
import type { WalletService } from '../wallet/index.js';
import { createCaptchaRepo } from './captcha-repo.js';
import { createSecurity } from './security.js';
import { createSecurityRepo } from './security-repo.js';
import { createCaptchaService } from './captcha-service.js';
import { createDoubleValidationRepo } from './double-validation-repo.js';
import { createDoubleValidationService } from './double-validation-service.js';
import { createForgotPassword } from './forgot-password-service.js';
import { createLoginHeaders } from './login-header.js';
import { createLoginService, privateChannels } from './login-service.js';
import { createMemberRepo } from './member-repo.js';
import type { MemberRow } from './member-repo.js';
import { memberRoutes } from './routes/member.js';
import { authRoutes } from './routes/member-login.js';
import { recoveryRoutes } from './routes/member-recovery.js';
import { createSessionRepo } from './session-repo.js';
import { createSessionService } from './session-service.js';
import type { SessionService } from './session-service.js';
import { createThrottleRepo } from './throttle-repo.js';
import { createLoginThrottle } from './throttle.js';
import { createWithdrawPassword } from './withdraw-password.js';
import { createWithdrawPasswordRepo } from './withdraw-password-repo.js';
import { createTransferValidationRepo } from './transfer-validation-repo.js';
import { createTransferValidationService } from './transfer-validation-service.js';

export { hashPassword, verifyPassword } from './passwords.js';
export { toProfile } from './profile-service.js';
export type { MemberRow } from './member-repo.js';
export type { WithdrawPassword } from './withdraw-password.js';
export type { MemberSession, SessionService } from './session-service.js';
export { bearerToken } from './session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

/** Member sessions: the auth plugin and the realtime hub need them before any domain is mounted. */
export function createSessions(db: Db, ttlMinutes: number): SessionService {
  return createSessionService(createSessionRepo(db), ttlMinutes);
}

/** Finds a member of a site by id: the auth plugin reads the calling member with it, before any domain mounts. */
export function createMemberLookup(db: Db): (siteId: number, memberId: number) => Promise<MemberRow | undefined> {
  const members = createMemberRepo(db);
  return (siteId, memberId) => members.findById(siteId, memberId);
}

/** The identity domain's services, wired once per app. */
function createIdentity(db: Db, config: Config, deps: { realtime: RealtimeHub; sessions: SessionService }) {
  const { realtime, sessions } = deps;
  const members = createMemberRepo(db);
  const captchas = createCaptchaService(createCaptchaRepo(db), {
    secret: config.SERVER_SECRET,
    fixedAnswer: config.CAPTCHA_FIXED_ANSWER,
  });
  const throttle = createLoginThrottle(createThrottleRepo(db));
  const doubleValidation = createDoubleValidationService(createDoubleValidationRepo(db));
  const login = createLoginService({ members, captchas, throttle, sessions, doubleValidation, realtime });
  /** Ends every session of the member, on every device; their pages are told why (app_clean_cache). */
  const endAllSessions = async (member: MemberRow, code: number) => {
    const revoked = await sessions.endAll(member.siteId, member.id);
    if (revoked.length) realtime.signOut(revoked, privateChannels(member), code);
  };
  const transferValidation = createTransferValidationService({
    repo: createTransferValidationRepo(db),
    members,
    captchas,
    throttle,
    onPasswordReset: (member: MemberRow) => endAllSessions(member, MEMBER_CENTRE_CODES.passwordChanged),
  });
  return {
    members,
    sessions,
    captchas,
    throttle,
    doubleValidation,
    login,
    transferValidation,
    withdrawPassword: createWithdrawPassword({ members, throttle, repo: createWithdrawPasswordRepo(db) }),
    security: createSecurity({ repo: createSecurityRepo(db), sessions, realtime }),
    endAllSessions,
    loginHeaders: createLoginHeaders(config.SERVER_SECRET),
  };
}

export type Identity = ReturnType<typeof createIdentity>;

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
    /** Whether the member has a game open; games mount later, so the layout asks at request time. */
    isPlaying: (siteId: number, memberId: number) => Promise<boolean>;
    cashBackWaiting: (siteId: number, memberId: number) => Promise<boolean>;
  },
): Promise<Identity> {
  const identity = createIdentity(deps.db, deps.config, deps);
  app.decorate('identity', identity);
  await app.register(authRoutes, { identity });
  await app.register(memberRoutes, {
    identity,
    wallet: deps.wallet,
    isPlaying: deps.isPlaying,
    cashBackWaiting: deps.cashBackWaiting,
  });
  const forgotPassword = createForgotPassword({
    members: identity.members,
    sms: deps.sms,
    endAllSessions: identity.endAllSessions,
  });
  await app.register(recoveryRoutes, { identity, forgotPassword });
  return identity;
}
