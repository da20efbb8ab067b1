import { CAPTCHA_TYPES, REGISTER_CODES as CODES, REGISTER_FIELDS } from '@playdeck/contract';
import type { LoginReply, registerRequest } from '@playdeck/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';
import { hashPassword } from '../../lib/passwords.js';
import { deniedAddress, rulesOf } from '../../lib/ip-rules.js';
import type { Identity } from '../identity/index.js';
import type { SmsCodes } from '../sms/index.js';
import type { SiteRecord } from '../site/types.js';
import { checkField } from './field-checks.js';
import { captchaAnswerOf, confirmationOf } from './register-body.js';
import type { SettingsByField } from './field-checks.js';
import type { Introducer } from './introducer.js';
import { hostOf, registrationOptions, resolveIntroducer } from './introducer.js';
import type { RegistrationRepo } from './repo.js';

export const SMS_PURPOSE = 'register_member';
type RegisterBody = z.output<typeof registerRequest>;

const phoneVerificationOn = (settings: SettingsByField) =>
  settings.get('member_phone')?.is_member_center_verification === 1;

/** The new member and their first session; of two submits of one account, the second finds it used. */
async function createMember(
  deps: { repo: RegistrationRepo; identity: Identity },
  site: SiteRecord,
  body: RegisterBody,
  p: Record<string, string | undefined>,
  introducer: Introducer & { agentLinkId?: number },
  ip: string,
): Promise<LoginReply> {
  const member = await deps.repo.insertMember({
    siteId: site.siteId,
    memberAccount: body.member_account.trim().toLowerCase(),
    memberCurrency: body.member_currency,
    passwordHash: await hashPassword(body.password),
    withdrawPasswordHash: p.withdraw_password ? await hashPassword(p.withdraw_password) : null,
    memberName: p.member_name,
    memberEmail: p.member_email,
    memberBirthday: p.member_birthday,
    memberPhone: p.member_phone,
    memberQq: p.member_qq,
    memberTelegram: p.member_telegram,
    memberWhatsApp: p.member_whats_app,
    memberSkype: p.member_skype,
    memberFb: p.member_fb,
    memberZalo: p.member_zalo,
    memberWechat: p.member_wechat,
    memberOthers: p.member_others,
    identityId: p.identity_id,
    parentAgentId: introducer.parentAgentId,
    referrerId: introducer.referrerId,
    agentLinkId: introducer.agentLinkId,
    registerIp: ip,
  });
  if (!member) throw new ApiError(CODES.accountUsed, 'signup.err_account_used', 200, { field: 'member_account' });
  const device = { remote_addr: ip, udid: body.udid ?? `register-${member.id}` };
  await deps.identity.trustDevice(site.siteId, member.id, device.udid, device);
  return deps.identity.login.startSession(site, member, device, ip);
}

/**
 * Registration's submit: every rule in turn, then the member and
 * their first session.
 */
export function createRegister(deps: {
  repo: RegistrationRepo;
  identity: Identity;
  sms: SmsCodes;
  settingsFor: (siteId: number, currency: string) => Promise<SettingsByField>;
  /** The agent's promotion link a registration came by (the agents mount later: asked at request time). */
  agentLinkOf: (siteId: number, agentId: number, code: string) => Promise<number | undefined>;
}) {
  const { repo, settingsFor } = deps;

  return async function register(
    site: SiteRecord,
    body: RegisterBody,
    ip: string,
    country: string | undefined,
  ): Promise<LoginReply> {
    // The site's blocked addresses and countries hold for registering as for logging in (218 here).
    if (deniedAddress(rulesOf(site.envConfig), ip, country) !== undefined) {
      throw new ApiError(CODES.ipError, 'signup.ip_error');
    }
    const options = registrationOptions(site);
    const domain = body.host ? await repo.agentDomain(site.siteId, hostOf(body.host)) : undefined;
    if (domain && domain.currency !== body.member_currency) {
      throw new ApiError(400, msg('validation.currency_locked', { field: 'member_currency' }), 400, {
        field: 'member_currency',
      });
    }
    const settings = await settingsFor(site.siteId, body.member_currency);
    const answer = captchaAnswerOf(body);
    if (!(await deps.identity.captchas.verify(site.siteId, CAPTCHA_TYPES.register, body.captcha_token, answer))) {
      throw new ApiError(CODES.captchaFailed, 'signup.err_captcha');
    }
    if ((await repo.registrationsFrom(site.siteId, ip, new Date(Date.now() - options.minIntervalSeconds * 1000))) > 0) {
      throw new ApiError(CODES.tooFrequent, 'signup.err_too_frequent');
    }
    if ((await repo.registrationsFrom(site.siteId, ip, new Date(Date.now() - 86_400_000))) >= options.ipDailyLimit) {
      throw new ApiError(CODES.ipLimit, 'signup.err_ip_limit');
    }
    const currency = body.member_currency;
    await checkField(repo, site, currency, settings, 'member_account', body.member_account);
    await checkField(repo, site, currency, settings, 'password', body.password);
    const confirmation = confirmationOf(body);
    if (settings.has('check_password')) {
      await checkField(repo, site, currency, settings, 'check_password', confirmation, body.password);
    }
    const profile: Record<string, string | undefined> = {};
    for (const field of REGISTER_FIELDS) {
      if (!settings.has(field) || field === 'member_currency' || field === 'check_password' || field === 'introducer')
        continue;
      const value = (body as Record<string, unknown>)[field] as string | undefined;
      await checkField(repo, site, currency, settings, field, value);
      profile[field] = value?.trim() || undefined;
    }
    if (phoneVerificationOn(settings) && profile.member_phone) {
      await checkField(repo, site, currency, settings, 'phone_verify', body.phone_verify);
      const sms = await deps.sms.check(site.siteId, SMS_PURPOSE, profile.member_phone, body.phone_verify ?? '');
      // 113: the live code is another; 222: there is none to check (never sent, expired, used or tried out).
      if (sms === 'wrong') {
        throw new ApiError(CODES.smsCodeWrong, 'signup.err_sms_code', 200, { field: 'phone_verify' });
      }
      if (sms === 'none') {
        throw new ApiError(CODES.phoneVerifyError, 'signup.err_verify_error', 200, {
          field: 'phone_verify',
        });
      }
    }
    const introducer: Introducer = domain
      ? { parentAgentId: domain.agentId, referrerId: null }
      : await resolveIntroducer(repo, site, { introducer: body.introducer, registerType: body.register_type });
    const agentLinkId =
      introducer.parentAgentId !== null && !introducer.referrerId && body.agent_link
        ? await deps.agentLinkOf(site.siteId, introducer.parentAgentId, body.agent_link)
        : undefined;
    // Last, once the form is known good: another domain's refusal is not spent on a form with a typo.
    await deps.identity.beforeSignIn.run({
      kind: 'registration',
      siteId: site.siteId,
      account: body.member_account.toLowerCase(),
      memberId: null,
      ip,
      identifiers: { phone: profile.member_phone, email: profile.member_email, identityId: profile.identity_id },
    });
    return createMember(deps, site, body, profile, { ...introducer, agentLinkId }, ip);
  };
}
