import type { RegisterSetting } from '@playdeck/contract';

/** The contact fields an agent may give for a member they register. */
export const CONTACT_FIELDS = ['member_name', 'member_phone', 'member_email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactFields {
  /** The site requires these in the agent's currency (the server refuses the registration without them). */
  required: ContactField[];
  optional: ContactField[];
  /** The setting of each shown field, for the registration's own rules. */
  settings: Partial<Record<ContactField, RegisterSetting>>;
}

/**
 * Which contact fields the form shows, by the site's settings for the agent's currency: required ones
 * with account and password, the others as optional; a field the site neither shows nor requires is left
 * out. Without settings (not loaded) all three are offered as optional.
 */
export function contactFields(list: readonly RegisterSetting[] | undefined, currency: string): ContactFields {
  const result: ContactFields = { required: [], optional: [], settings: {} };
  for (const field of CONTACT_FIELDS) {
    const setting = list?.find((entry) => entry.currency === currency && entry.name === field);
    if (setting?.is_required === 1) result.required.push(field);
    else if (!setting || setting.is_display === 1) result.optional.push(field);
    else continue;
    if (setting) result.settings[field] = setting;
  }
  return result;
}
