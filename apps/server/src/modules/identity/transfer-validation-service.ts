import { isValidPassword, VX_CODES, VX_RESET_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { CaptchaService } from './captcha-service.js';
import type { MemberRepo, MemberRow } from './member-repo.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { LoginThrottle } from './throttle.js';
import type { TransferValidationRepo } from './transfer-validation-repo.js';

const TOKEN_TTL_MS = 10 * 60_000;
const sameEmail = (a: string | null, b: string) => Boolean(a) && a!.trim().toLowerCase() === b.trim().toLowerCase();
const samePhone = (a: string | null, b: string) => Boolean(a) && a!.replace(/\D/g, '') === b.replace(/\D/g, '');

/**
 * Transfer validation: a member who cannot log in proves who they are with the withdraw
 * password and their e-mail or phone (step 1, a short-lived single-use token), then sets a new login
 * password with that token (step 2). Login code 802 sends members here.
 */
export function createTransferValidationService(deps: {
  repo: TransferValidationRepo;
  members: MemberRepo;
  captchas: CaptchaService;
  throttle: LoginThrottle;
  onPasswordReset: (member: MemberRow) => Promise<void>;
}) {
  const { repo } = deps;

  async function usableMember(siteId: number, account: string): Promise<MemberRow> {
    const member = await deps.members.findByAccount(siteId, account);
    if (!member) throw new ApiError(VX_CODES.accountError, 'account_error');
    if (member.status !== 'active') throw new ApiError(VX_CODES.accountUnavailable, 'identity.account_unavailable');
    return member;
  }

  return {
    async verify(input: {
      siteId: number;
      ip: string;
      account: string;
      withdrawPassword: string;
      email?: string;
      phone?: string;
      captchaText?: string;
      captchaAnswer?: string;
    }): Promise<{ token: string }> {
      // The captcha is optional: one sent is checked (and spent); the throttle below holds either way.
      const withCaptcha = input.captchaText !== undefined || input.captchaAnswer !== undefined;
      if (
        withCaptcha &&
        !(await deps.captchas.checkClientCaptcha(input.siteId, input.captchaText ?? '', input.captchaAnswer ?? ''))
      ) {
        throw new ApiError(VX_CODES.captchaWrong, 'verify_failed');
      }
      const throttleKey = `vx:${input.account}`;
      const wait = await deps.throttle.reserve(input.siteId, throttleKey, input.ip);
      if (wait > 0) throw new ApiError(VX_CODES.tooManyAttempts, msg('auth.too_many_attempts', { seconds: wait }));
      const member = await usableMember(input.siteId, input.account);
      if (!member.withdrawPasswordHash) throw new ApiError(VX_CODES.noWithdrawPassword, 'pay.err.password_not_set');
      const contactOk = input.email
        ? sameEmail(member.memberEmail, input.email)
        : samePhone(member.memberPhone, input.phone ?? '');
      const pinOk = await verifyPassword(member.withdrawPasswordHash, input.withdrawPassword);
      if (!pinOk || !contactOk) {
        throw new ApiError(pinOk ? VX_CODES.contactMismatch : VX_CODES.withdrawPasswordWrong, 'verify_failed');
      }
      await deps.throttle.recordSuccess(input.siteId, throttleKey, input.ip);
      const token = randomToken();
      await repo.insert({
        tokenHash: sha256(token),
        siteId: input.siteId,
        memberId: member.id,
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
      });
      return { token };
    },

    async reset(input: { siteId: number; account: string; password: string; token: string }): Promise<void> {
      const member = await usableMember(input.siteId, input.account);
      if (!isValidPassword(input.password)) throw new ApiError(VX_RESET_CODES.passwordFormat, 'signup.err_psw_format');
      if (!(await repo.use(sha256(input.token), member.id))) {
        const code = (await repo.wasUsed(sha256(input.token))) ? VX_RESET_CODES.tokenUsed : VX_RESET_CODES.tokenInvalid;
        throw new ApiError(code, 'signup.error_verify_pls_reVerify');
      }
      await deps.members.update(member.id, {
        passwordHash: await hashPassword(input.password),
        requireTransferValidation: false,
        firstLoginToChangePassword: false,
      });
      await deps.onPasswordReset(member);
    },
  };
}

export type TransferValidationService = ReturnType<typeof createTransferValidationService>;
