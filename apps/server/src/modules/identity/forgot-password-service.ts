import { FORGOT_PASSWORD_CODES, isValidPassword, MEMBER_CENTRE_CODES, SMS_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { SmsCodes } from '../sms/index.js';
import type { SiteRecord } from '../site/types.js';
import type { MemberRepo, MemberRow } from './member-repo.js';
import { hashPassword } from '../../lib/passwords.js';

const PURPOSE = 'forgot_password';
const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Forgotten login password (decision 0005): a code goes by SMS to the phone on the account, and the
 * code sets a new password. Sending answers alike whether or not account and phone match, so it cannot
 * be used to find out who is a member.
 */
export function createForgotPassword(deps: {
  members: MemberRepo;
  sms: SmsCodes;
  endAllSessions: (member: MemberRow, code: number) => Promise<void>;
}) {
  const { members, sms } = deps;

  return {
    async sendCode(site: SiteRecord, account: string, memberPhone: string): Promise<void> {
      const phone = digits(memberPhone);
      if (!phone) throw new ApiError(SMS_CODES.phoneBlank, 'signup.err_phone_blank');
      if (phone.length < 6 || phone.length > 15) throw new ApiError(SMS_CODES.phoneInvalid, 'signup.err_phone_invalid');
      const member = await members.findByAccount(site.siteId, account);
      if (!member || member.status !== 'active' || digits(member.memberPhone ?? '') !== phone) return;
      const outcome = await sms.send(
        site.siteId,
        PURPOSE,
        phone,
        (code) => `${site.name}: your password reset code is ${code}`,
      );
      if (outcome === 'too_soon') throw new ApiError(SMS_CODES.tooSoon, 'member.err.sms_too_soon');
      if (outcome === 'no_balance') throw new ApiError(SMS_CODES.noBalance, 'signup.sms_no_balance');
      if (outcome === 'failed') throw new ApiError(SMS_CODES.contactSupport, 'member.err.sms_failed');
    },

    async reset(
      site: SiteRecord,
      input: { account: string; member_phone: string; code: string; password: string; check_password: string },
    ): Promise<void> {
      if (!isValidPassword(input.password)) throw new ApiError(FORGOT_PASSWORD_CODES.format, 'signup.err_psw_format');
      if (input.password !== input.check_password)
        throw new ApiError(FORGOT_PASSWORD_CODES.mismatch, 'signup.err_checkPsw_diff');
      const member = await members.findByAccount(site.siteId, input.account);
      const phone = digits(input.member_phone);
      const matches = member && member.status === 'active' && digits(member.memberPhone ?? '') === phone;
      if (!matches || !(await sms.consume(site.siteId, PURPOSE, phone, input.code))) {
        throw new ApiError(FORGOT_PASSWORD_CODES.codeWrong, 'signup.err_sms_code');
      }
      await members.update(member.id, {
        passwordHash: await hashPassword(input.password),
        firstLoginToChangePassword: false,
      });
      await deps.endAllSessions(member, MEMBER_CENTRE_CODES.passwordChanged);
    },
  };
}

export type ForgotPassword = ReturnType<typeof createForgotPassword>;
