import { channels, MEMBER_CENTRE_CODES as CODES, PROFILE_EDIT_FIELDS, registerFieldError } from '@playdeck/contract';
import type { MemberProfile, ProfileEditField, ProfileFieldRule, profileEditRequest } from '@playdeck/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope.js';
import { isMessageKey } from '../../i18n/catalog.js';
import type { Identity, MemberRow } from '../identity/index.js';
import { toProfile } from '../identity/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SmsCodes } from '../sms/index.js';
import type { SiteRecord } from '../site/types.js';
import { registrationOptions } from './introducer.js';
import type { RegistrationRepo } from './repo.js';
import { isUniqueField } from './repo.js';
import { toSetting } from './service.js';

export const PROFILE_PHONE_PURPOSE = 'profile_phone';
type EditBody = z.output<typeof profileEditRequest>;

/** The member's column of each editable wire field. */
const COLUMNS = {
  member_name: 'memberName',
  member_email: 'memberEmail',
  member_birthday: 'memberBirthday',
  member_phone: 'memberPhone',
  member_line: 'memberLine',
  member_others: 'memberOthers',
  member_qq: 'memberQq',
  member_skype: 'memberSkype',
  member_wechat: 'memberWechat',
  member_fb: 'memberFb',
  member_zalo: 'memberZalo',
  member_telegram: 'memberTelegram',
  member_whats_app: 'memberWhatsApp',
  identity_id: 'identityId',
} as const satisfies Record<ProfileEditField, keyof MemberRow>;
type ProfileColumn = (typeof COLUMNS)[ProfileEditField];

/** `rule` names the registration message of the broken rule (signup.err_email_format) or `blacklisted`. */
const invalid = (field: string, rule: string) =>
  new ApiError(CODES.fieldInvalid, isMessageKey(rule) ? rule : 'member.err.invalid', 200, { field, rule });

/**
 * Profile edits from the member centre. What a member may change is the site's register
 * settings for their currency: `is_member_center` opens a field, `is_member_center_verification` asks
 * for an SMS code to the new phone. Every value passes the registration rules (the contract's), then
 * the blacklist and uniqueness; one bad field changes nothing.
 */
export function createProfileEdit(deps: {
  repo: RegistrationRepo;
  identity: Identity;
  sms: SmsCodes;
  realtime: RealtimeHub;
}) {
  const { repo } = deps;

  async function rules(member: MemberRow): Promise<ProfileFieldRule[]> {
    const settings = new Map(
      (await repo.settings(member.siteId))
        .filter((r) => r.currency === member.memberCurrency)
        .map((r) => [r.name as string, toSetting(r)]),
    );
    return PROFILE_EDIT_FIELDS.map((name) => {
      const s = settings.get(name);
      const editable = s?.is_member_center ?? 0;
      return {
        name,
        is_display: s?.is_display ?? 0,
        is_required: s?.is_required ?? 0,
        editable,
        needs_verification: name === 'member_phone' && editable ? (s?.is_member_center_verification ?? 0) : 0,
      };
    });
  }

  async function checkValue(site: SiteRecord, member: MemberRow, rule: ProfileFieldRule, value: string) {
    const key = registerFieldError(rule.name, value, {
      currency: member.memberCurrency,
      setting: rule,
      tenDigitPhone: registrationOptions(site).tenDigitPhone,
    });
    if (key) throw invalid(rule.name, key);
    const text = value.trim();
    if (!text) return;
    const listed = rule.name === 'member_name' ? 'name' : rule.name === 'member_email' ? 'email' : undefined;
    if (listed && (await repo.isBlacklisted(site.siteId, listed, text))) throw invalid(rule.name, 'blacklisted');
    if (isUniqueField(rule.name) && (await repo.isTaken(site.siteId, rule.name, text, member.id))) {
      throw new ApiError(CODES.fieldTaken, 'member.err.taken', 200, { field: rule.name });
    }
  }

  return {
    rules,

    async edit(site: SiteRecord, member: MemberRow, body: EditBody): Promise<MemberProfile> {
      const byName = new Map((await rules(member)).map((r) => [r.name, r]));
      const change: Partial<Record<ProfileColumn, string | null>> = {};
      for (const name of PROFILE_EDIT_FIELDS) {
        const value = body[name];
        const before = member[COLUMNS[name]];
        if (value === undefined || value.trim() === (before ?? '')) continue;
        const rule = byName.get(name);
        if (!rule?.editable)
          throw new ApiError(CODES.fieldNotEditable, 'member.err.not_editable', 200, { field: name });
        await checkValue(site, member, rule, value);
        change[COLUMNS[name]] = value.trim() || null;
      }
      const phone = change.memberPhone;
      if (phone && byName.get('member_phone')?.needs_verification) {
        if (!body.phone_code) throw new ApiError(CODES.phoneCodeRequired, 'signup.verify_placeholder');
        if (!(await deps.sms.consume(site.siteId, PROFILE_PHONE_PURPOSE, phone, body.phone_code))) {
          throw new ApiError(CODES.phoneCodeWrong, 'signup.err_sms_code');
        }
      }
      if (Object.keys(change).length === 0) return toProfile(member);
      await deps.identity.updateMember(member.id, change);
      deps.realtime.publish(channels.member(member.id), 'profile.updated', {});
      return toProfile({ ...member, ...change });
    },

    /** Sends the code that proves a new phone; the same rules as the edit itself come first. */
    async sendPhoneCode(site: SiteRecord, member: MemberRow, phone: string): Promise<void> {
      const rule = (await rules(member)).find((r) => r.name === 'member_phone');
      if (!rule?.editable) throw new ApiError(CODES.fieldNotEditable, 'member.err.not_editable');
      await checkValue(site, member, { ...rule, is_required: 1 }, phone);
      const outcome = await deps.sms.send(
        site.siteId,
        PROFILE_PHONE_PURPOSE,
        phone.trim(),
        (code) => `${site.name}: your verification code is ${code}`,
      );
      if (outcome === 'too_soon') throw new ApiError(CODES.smsTooSoon, 'member.err.sms_too_soon');
      // The member centre has one code for a message that could not go, whatever the reason.
      if (outcome === 'failed' || outcome === 'no_balance')
        throw new ApiError(CODES.smsFailed, 'member.err.sms_failed');
    },
  };
}

export type ProfileEdit = ReturnType<typeof createProfileEdit>;
