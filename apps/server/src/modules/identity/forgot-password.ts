import type { FastifyInstance } from 'fastify';
import { calls, FORGOT_PASSWORD_CODES, isValidPassword, SMS_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { registerCall } from '../../lib/register-call.js';
import type { SmsCodes } from '../sms/code-service.js';
import type { Identity } from './index.js';
import { hashPassword } from './passwords.js';

const PURPOSE = 'forgot_password';
const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Forgotten login password (decision 0005): a code goes by SMS to the phone on the account, and the
 * code sets a new password. The send call answers alike whether or not account and phone match, so it
 * cannot be used to find out who is a member.
 */
export async function forgotPasswordRoutes(app: FastifyInstance, opts: { identity: Identity; sms: SmsCodes }) {
  const { identity, sms } = opts;

  registerCall(app, calls.forgotPasswordSms, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const phone = digits(body.member_phone);
    if (!phone) throw new ApiError(SMS_CODES.phoneBlank, 'phone is blank');
    if (phone.length < 6 || phone.length > 15) throw new ApiError(SMS_CODES.phoneInvalid, 'phone number verify error');
    const member = await identity.members.findByAccount(site.siteId, body.account);
    if (!member || member.status !== 'active' || digits(member.memberPhone ?? '') !== phone) return null;
    const outcome = await sms.send(
      site.siteId,
      PURPOSE,
      phone,
      (code) => `${site.name}: your password reset code is ${code}`,
    );
    if (outcome === 'too_soon') throw new ApiError(SMS_CODES.tooSoon, 'one code every five minutes');
    if (outcome === 'failed')
      throw new ApiError(SMS_CODES.contactSupport, 'SMS could not be sent, contact customer service');
    return null;
  });

  registerCall(app, calls.forgotPasswordReset, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    if (!isValidPassword(body.password)) throw new ApiError(FORGOT_PASSWORD_CODES.format, 'signup.err_psw_format');
    if (body.password !== body.check_password)
      throw new ApiError(FORGOT_PASSWORD_CODES.mismatch, 'signup.err_checkPsw_diff');
    const member = await identity.members.findByAccount(site.siteId, body.account);
    const phone = digits(body.member_phone);
    const matches = member && member.status === 'active' && digits(member.memberPhone ?? '') === phone;
    if (!matches || !(await sms.consume(site.siteId, PURPOSE, phone, body.code))) {
      throw new ApiError(FORGOT_PASSWORD_CODES.codeWrong, 'verify code is wrong or expired');
    }
    await identity.members.update(member.id, {
      passwordHash: await hashPassword(body.password),
      firstLoginToChangePassword: false,
    });
    await identity.endAllSessions(member);
    return null;
  });
}
