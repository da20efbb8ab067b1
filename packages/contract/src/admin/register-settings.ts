import { z } from 'zod';
import { REGISTER_FIELDS } from '../registration-rules.js';
import { text } from '../text.js';
import { rowVersion } from './fields.js';

/** The fields a setting may make unique among a site's members (the account always is). */
export const REGISTER_UNIQUE_FIELDS = ['member_name', 'member_phone', 'member_email', 'identity_id'] as const;

/** A currency's register settings are `<site_id>:<currency>` ("1:USD"). */
export const registerSettingsIdParams = z.strictObject({
  id: text().regex(/^[1-9]\d{0,8}:[A-Z]{2,4}$/, 'a site and currency such as 1:USD'),
});
export const registerSettingsKey = (id: string) => {
  const at = id.indexOf(':');
  return { siteId: Number(id.slice(0, at)), currency: id.slice(at + 1) };
};

/** Every flag of a register-setting entry, as booleans. */
const flags = {
  is_display: z.boolean(),
  is_required: z.boolean(),
  is_unique: z.boolean(),
  is_member_center: z.boolean(),
  is_verification: z.boolean(),
  /** member_phone only: an entered phone must be verified by SMS at registration. */
  is_member_center_verification: z.boolean(),
};

export const registerFieldSetting = z.strictObject({ name: z.enum(REGISTER_FIELDS), ...flags });
export type RegisterFieldSetting = z.infer<typeof registerFieldSetting>;

export const registerSettingsRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  version: z.number().int(),
  /** Every field, in the order of the spec; a field without a stored entry is all off (not shown). */
  fields: z.array(z.object({ name: z.string(), ...flags })),
});
export type RegisterSettingsRecord = z.infer<typeof registerSettingsRecord>;

/** The fields sent change; the others stay as they are. `member_currency.is_display` opens the currency. */
export const registerSettingsUpdate = z
  .strictObject({
    version: rowVersion,
    fields: z.array(registerFieldSetting).min(1).max(REGISTER_FIELDS.length),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.fields.forEach((f, i) => {
      const at = (flag: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['fields', i, flag], message });
      if (seen.has(f.name)) at('name', 'each field once');
      seen.add(f.name);
      if (f.is_unique && !(REGISTER_UNIQUE_FIELDS as readonly string[]).includes(f.name)) {
        at('is_unique', 'only name, phone, e-mail and identity id can be unique');
      }
      if (f.is_member_center_verification && f.name !== 'member_phone') {
        at('is_member_center_verification', 'only the phone is verified by SMS');
      }
      if (f.is_required && !f.is_display) at('is_required', 'a field that is not shown cannot be required');
    });
  });
export type RegisterSettingsUpdate = z.infer<typeof registerSettingsUpdate>;
