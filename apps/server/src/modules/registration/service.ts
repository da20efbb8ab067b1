import { REGISTER_CODES, SMS_CODES } from '@playdeck/contract';
import type { RegisterSetting } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';
import type { Identity } from '../identity/index.js';
import type { SmsCodes } from '../sms/index.js';
import type { SiteRecord } from '../site/types.js';
import { checkField } from './field-checks.js';
import type { SettingsByField } from './field-checks.js';
import { hostOf, registrationOptions, resolveIntroducer } from './introducer.js';
import { createDownlineRegister } from './downline-register.js';
import { createRegister, SMS_PURPOSE } from './register.js';
import type { RegistrationRepo, SettingRow } from './repo.js';

export function toSetting(row: SettingRow): RegisterSetting {
  const flag = (v: number) => (v ? 1 : 0) as 0 | 1;
  return {
    name: row.name,
    currency: row.currency,
    is_display: flag(row.isDisplay),
    is_required: flag(row.isRequired),
    is_unique: flag(row.isUnique),
    is_member_center: flag(row.isMemberCenter),
    is_verification: flag(row.isVerification),
    ...(row.name === 'member_phone' ? { is_member_center_verification: flag(row.isMemberCenterVerification) } : {}),
  };
}

export function createRegistrationService(deps: {
  repo: RegistrationRepo;
  identity: Identity;
  sms: SmsCodes;
  agentLinkOf: (siteId: number, agentId: number, code: string) => Promise<number | undefined>;
}) {
  const { repo } = deps;

  /** The displayed fields of a currency; throws when the currency is not open for registration. */
  async function settingsFor(siteId: number, currency: string): Promise<SettingsByField> {
    const rows = (await repo.settings(siteId)).filter((r) => r.currency === currency).map(toSetting);
    if (!rows.some((s) => s.name === 'member_currency' && s.is_display === 1)) {
      throw new ApiError(REGISTER_CODES.currencyNotOpen, msg('signup.currency_not_open', { currency }), 200, {
        field: 'member_currency',
        rule: 'signup.currency_not_open',
      });
    }
    return new Map(rows.filter((s) => s.is_display === 1).map((s) => [s.name, s]));
  }

  return {
    settings: async (siteId: number): Promise<RegisterSetting[]> => (await repo.settings(siteId)).map(toSetting),

    agreements: async (siteId: number) =>
      (await repo.agreements(siteId)).map((a) => ({ language: a.language, title: a.title, content: a.content })),

    /** On blur: every field sent is checked as submit would check it (account and password included). */
    async verify(site: SiteRecord, body: Record<string, unknown>, currency: string): Promise<void> {
      const settings = await settingsFor(site.siteId, currency);
      const skip = new Set([
        'site_id',
        'member_currency',
        'verification',
        'password',
        'check_password',
        'phone_verify',
        'introducer',
        'register_type',
      ]);
      for (const [field, value] of Object.entries(body)) {
        if (skip.has(field) || typeof value !== 'string') continue;
        if (field !== 'member_account' && !settings.has(field)) continue;
        await checkField(repo, site, currency, settings, field, value);
      }
      // A typed introducer answers the codes submit would (106-110, 112, 228), so the page acts on blur.
      const introducer = typeof body.introducer === 'string' ? body.introducer : undefined;
      const registerType = body.register_type as 'member_agent' | 'recommend_code' | undefined;
      if (introducer?.trim()) await resolveIntroducer(repo, site, { introducer, registerType });
    },

    register: createRegister({
      repo,
      identity: deps.identity,
      sms: deps.sms,
      settingsFor,
      agentLinkOf: deps.agentLinkOf,
    }),

    /** An agent's own registration of a downline member. */
    registerDownline: createDownlineRegister({ repo, settingsFor }),

    /** The phone's verification code, for a currency whose form asks for the phone. */
    async sendSmsCode(site: SiteRecord, currency: string, memberPhone: string): Promise<void> {
      const phone = memberPhone.trim();
      if (!phone) throw new ApiError(SMS_CODES.phoneBlank, 'signup.err_phone_blank');
      const settings = await settingsFor(site.siteId, currency);
      const tenDigits = registrationOptions(site).tenDigitPhone || currency === 'VND';
      if (!/^\d{6,15}$/.test(phone) || (tenDigits && phone.length !== 10) || !settings.has('member_phone')) {
        throw new ApiError(SMS_CODES.phoneInvalid, 'signup.err_phone_invalid');
      }
      const outcome = await deps.sms.send(
        site.siteId,
        SMS_PURPOSE,
        phone,
        (code) => `${site.name}: your verification code is ${code}`,
      );
      if (outcome === 'too_soon') throw new ApiError(SMS_CODES.tooSoon, 'member.err.sms_too_soon');
      if (outcome === 'no_balance') throw new ApiError(SMS_CODES.noBalance, 'signup.sms_no_balance');
      if (outcome === 'failed') throw new ApiError(SMS_CODES.contactSupport, 'member.err.sms_failed');
    },

    /** Whether a recommend code (or else an agent id) would be accepted as the introducer. */
    async isValidIntroducer(site: SiteRecord, recommendCode?: string, agentId?: number | string): Promise<0 | 1> {
      const introducer = recommendCode ?? (agentId === undefined ? undefined : String(agentId));
      const registerType = recommendCode ? 'recommend_code' : 'member_agent';
      try {
        await resolveIntroducer(repo, site, { introducer, registerType });
        return introducer ? 1 : 0;
      } catch (err) {
        if (err instanceof ApiError) return 0;
        throw err;
      }
    },

    /** The currency of an agent, for a link that names the agent. */
    async agentCurrency(siteId: number, id: unknown): Promise<string> {
      const agent = /^\d{1,15}$/.test(String(id)) ? await repo.agentById(siteId, Number(id)) : undefined;
      if (!agent) throw new ApiError(REGISTER_CODES.noSuchAgent, 'signup.err_no_agent');
      return agent.memberCurrency;
    },

    /** The agent and currency a registration from this host belongs to, if the host is an agent's. */
    agentDomain: (siteId: number, host: string) => repo.agentDomain(siteId, hostOf(host)),

    /** Friends may be invited when recommending is on and the site offers the currency. */
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
