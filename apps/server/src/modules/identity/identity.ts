import { MEMBER_CENTRE_CODES } from '@playdeck/contract';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SmsCodes } from '../sms/index.js';
import { createCaptchaRepo } from './captcha-repo.js';
import { createCaptchaService } from './captcha-service.js';
import { createDoubleValidationRepo } from './double-validation-repo.js';
import { createDoubleValidationService } from './double-validation-service.js';
import { createForgotPassword } from './forgot-password-service.js';
import { createLoginHeaders } from './login-header.js';
import { createLoginService, privateChannels } from './login-service.js';
import { createMemberRepo } from './member-repo.js';
import { editPassword } from './profile-service.js';
import type { MemberChange, MemberRow } from './member-repo.js';
import { createSecurity } from './security.js';
import { createSecurityRepo } from './security-repo.js';
import type { SessionService } from './session-service.js';
import { createThrottleRepo } from './throttle-repo.js';
import { createLoginThrottle } from './throttle.js';
import { createTransferValidationRepo } from './transfer-validation-repo.js';
import { createTransferValidationService } from './transfer-validation-service.js';
import { createWithdrawPassword } from './withdraw-password.js';
import { createWithdrawPasswordRepo } from './withdraw-password-repo.js';
import { createHook, createPort } from '../../lib/hooks.js';
import type { SignInAttempt } from './login-service.js';

/** The identity domain's services, wired once per app. */
export function createIdentity(
  db: Db,
  config: Config,
  deps: { realtime: RealtimeHub; sessions: SessionService; sms: SmsCodes },
) {
  const { realtime, sessions } = deps;
  const members = createMemberRepo(db);
  const captchas = createCaptchaService(createCaptchaRepo(db), {
    secret: config.SERVER_SECRET,
    fixedAnswer: config.CAPTCHA_FIXED_ANSWER,
  });
  const throttle = createLoginThrottle(createThrottleRepo(db));
  const doubleValidation = createDoubleValidationService(createDoubleValidationRepo(db));
  const beforeSignIn = createHook<SignInAttempt>();
  const login = createLoginService({ members, captchas, throttle, sessions, doubleValidation, realtime, beforeSignIn });
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
    /** Checks other domains add, run before a member gets a session or registers (lib/hooks.ts). */
    beforeSignIn,
    /** Provided by the games: whether the member has a game open (the layout's `playing`). */
    playing: createPort<(siteId: number, memberId: number) => Promise<boolean>>('games play state'),
    /**
     * Provided by player protection: which of these members of a site may not be sent promotions now (on a
     * time-out or self-excluded). Letters and pop-ups ask it.
     */
    promotionsBlocked: createPort<(siteId: number, memberIds: number[]) => Promise<Set<number>>>('promotions blocked'),
    /** Provided by the programmes: whether cash back waits to be claimed (the layout's cash back status). */
    cashBackWaiting: createPort<(siteId: number, memberId: number) => Promise<boolean>>('cash back'),
    /** A member of the site by id, or undefined. */
    memberById: (siteId: number, id: number) => members.findById(siteId, id),
    /**
     * A member's status alone, or undefined for no such member of the site; in the caller's transaction when
     * given one (every seamless bet asks, in its own).
     */
    memberStatus: (siteId: number, id: number, tx?: Tx) => members.statusOf(siteId, id, tx),
    /** A member by id on one of these sites (an operator's), or undefined. */
    memberOnSites: (id: number, siteIds: number[]) => members.findOnSites(id, siteIds),
    /** Members of these sites with the person's phone, e-mail or identity number (player protection). */
    samePerson: (siteIds: number[], person: Parameters<typeof members.samePerson>[1]) =>
      members.samePerson(siteIds, person),
    /** A member of the site by account name (stored in lower case), or undefined. */
    memberByAccount: (siteId: number, account: string) => members.findByAccount(siteId, account),
    /** Saves changed fields of a member (profile editing, an agent's downline link). */
    updateMember: (memberId: number, change: MemberChange) => members.update(memberId, change),
    /** Trusts a device for the member, as a login from it with the second check passed would. */
    trustDevice: (siteId: number, memberId: number, udid: string, device: Record<string, string>) =>
      members.trustDevice(siteId, memberId, udid, device),
    /** The member changes their own password (the old one checked first). */
    editPassword: (member: MemberRow, input: Parameters<typeof editPassword>[2]) =>
      editPassword(members, member, input),
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
    forgotPassword: createForgotPassword({ members, sms: deps.sms, endAllSessions }),
  };
}

export type Identity = ReturnType<typeof createIdentity>;
