import { CAPTCHA_TYPES, channels, LOGIN_CODES } from '@playdeck/contract';
import type { LoginReply } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';
import { sha256 } from '../../lib/crypto.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { CaptchaService } from './captcha-service.js';
import { tokenFingerprint } from './device.js';
import { createDoubleValidationLogin } from './double-validation-login.js';
import type { DoubleValidationService } from './double-validation-service.js';
import { checkAddress, checkCurrencyCountry, rulesOf } from '../../lib/ip-rules.js';
import type { MemberRepo, MemberRow } from './member-repo.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SessionService } from './session-service.js';
import type { LoginThrottle } from './throttle.js';
import type { Hook } from '../../lib/hooks.js';

export interface LoginAttempt {
  site: SiteRecord;
  account: string;
  password: string;
  captchaToken: string;
  answer: string;
  ip: string;
  country: string | undefined;
  device: Record<string, string>;
}

/**
 * Someone about to get a session: a login that passed every check (`memberId` set), or a registration before
 * the member is created (`memberId` null). A check of `identity.beforeSignIn` refuses by throwing an ApiError.
 */
export interface SignInAttempt {
  kind: 'login' | 'registration';
  siteId: number;
  account: string;
  memberId: number | null;
  ip: string;
  /** A registration's contact and identity details, as the form gave them (a check may refuse a person). */
  identifiers?: { phone?: string | null; email?: string | null; identityId?: string | null };
}

export function createLoginService(deps: {
  members: MemberRepo;
  captchas: CaptchaService;
  throttle: LoginThrottle;
  sessions: SessionService;
  doubleValidation: DoubleValidationService;
  realtime: RealtimeHub;
  beforeSignIn: Hook<SignInAttempt>;
}) {
  /** Opens the member's one live session and tells their other devices (the `login` event). */
  async function startSession(
    site: SiteRecord,
    member: MemberRow,
    device: Record<string, string>,
    ip: string,
  ): Promise<LoginReply> {
    // Every way in (password, second check, registration) ends here: the checks of other domains see them all.
    await deps.beforeSignIn.run({
      kind: 'login',
      siteId: site.siteId,
      account: member.memberAccount,
      memberId: member.id,
      ip,
    });
    const { token, revokedIds } = await deps.sessions.start({
      siteId: site.siteId,
      memberId: member.id,
      memberCurrency: member.memberCurrency,
      device,
    });
    await deps.members.recordLogin(member, ip, device);
    if (revokedIds.length) {
      const hub = deps.realtime;
      hub.publish(channels.member(member.id), 'login', { token: tokenFingerprint(sha256(token)) });
      hub.endSessions(revokedIds, privateChannels(member));
    }
    return {
      member_id: member.id,
      member_account: member.memberAccount,
      member_currency: member.memberCurrency,
      token,
      member_type: member.memberType,
      agent_type: member.agentType,
      first_login_to_change_password: member.firstLoginToChangePassword ? 1 : 0,
    };
  }

  return {
    startSession,

    ...createDoubleValidationLogin({ ...deps, startSession }),

    /** The login rules, in order; every failure is a coded ApiError. */
    async login(a: LoginAttempt): Promise<LoginReply> {
      const rules = rulesOf(a.site.envConfig);
      checkAddress(rules, a.ip, a.country);
      // A delayed member is told before their captcha is spent; reserve() below is the real gate.
      throwIfDelayed(await deps.throttle.retryAfter(a.site.siteId, a.account, a.ip));
      if (!(await deps.captchas.verify(a.site.siteId, CAPTCHA_TYPES.login, a.captchaToken, a.answer))) {
        throw new ApiError(LOGIN_CODES.captchaWrong, 'verify_failed');
      }
      throwIfDelayed(await deps.throttle.reserve(a.site.siteId, a.account, a.ip));
      const member = await deps.members.findByAccount(a.site.siteId, a.account);
      if (!(await verifyPassword(member?.passwordHash, a.password)) || !member) {
        throw new ApiError(LOGIN_CODES.accountError, 'account_error');
      }
      await deps.throttle.recordSuccess(a.site.siteId, a.account, a.ip);
      if (member.status === 'disabled') throw new ApiError(LOGIN_CODES.accountDisabled, 'account_disable');
      if (member.status === 'frozen') throw new ApiError(LOGIN_CODES.accountFrozen, 'account_freezen');
      checkCurrencyCountry(rules, member.memberCurrency, a.country);
      if (member.requireTransferValidation) {
        throw new ApiError(LOGIN_CODES.transferValidationRequired, 'identity.transfer_validation_required', 200, {
          account: member.memberAccount,
        });
      }
      const udid = a.device.udid ?? '';
      if (!(await deps.members.knowsDevice(member.id, udid))) {
        const challenge = await deps.doubleValidation.open(a.site.siteId, member, a.device);
        if (challenge) throw new ApiError(LOGIN_CODES.differentDevice, 'different_device', 200, challenge);
      }
      await deps.members.trustDevice(a.site.siteId, member.id, udid, a.device);
      return startSession(a.site, member, a.device, a.ip);
    },
  };
}

function throwIfDelayed(retryAfter: number): void {
  if (retryAfter > 0) {
    throw new ApiError(LOGIN_CODES.throttled, msg('auth.too_many_attempts', { seconds: retryAfter }), 200, {
      retry_after: retryAfter,
    });
  }
}

export const privateChannels = (member: { id: number; memberCurrency: string }) => [
  channels.member(member.id),
  channels.memberCurrency(member.memberCurrency),
  channels.presence(member.memberCurrency),
];

export type LoginService = ReturnType<typeof createLoginService>;
