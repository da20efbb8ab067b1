import type { RegisterSetting } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { contactFields } from './downline-fields';

const setting = (name: RegisterSetting['name'], currency: string, display: 0 | 1, required: 0 | 1) =>
  ({
    name,
    currency,
    is_display: display,
    is_required: required,
    is_unique: 0,
    is_member_center: 1,
    is_verification: 0,
  }) satisfies RegisterSetting;

describe('contactFields', () => {
  it("follows the site's settings of the agent's currency", () => {
    const list = [
      setting('member_phone', 'USD', 1, 1),
      setting('member_name', 'USD', 1, 0),
      setting('member_email', 'USD', 0, 0),
      setting('member_email', 'VND', 1, 1),
    ];
    const fields = contactFields(list, 'USD');
    expect(fields.required).toEqual(['member_phone']);
    expect(fields.optional).toEqual(['member_name']);
    expect(Object.keys(fields.settings).sort()).toEqual(['member_name', 'member_phone']);
  });

  it('offers every field as optional without settings', () => {
    expect(contactFields(undefined, 'USD')).toEqual({
      required: [],
      optional: ['member_name', 'member_phone', 'member_email'],
      settings: {},
    });
  });
});
