import type { MemberProfile, ProfileFieldRule } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import type { ShownField } from './profile-fields';
import { editBody, fieldProblem, isChanged, needsPhoneCode, phoneCodeProblem, shownFields } from './profile-fields';

const profile: MemberProfile = {
  id: 1,
  member_account: 'demo001',
  member_name: 'Alex Demo',
  is_withdraw_password: 1,
  member_birthday: '1990-01-15',
  member_email: 'a@b.example',
  member_currency: 'USD',
  member_phone: '0912000001',
  member_line: null,
  member_others: null,
  member_qq: null,
  member_skype: 'alex.demo',
  member_wechat: null,
  member_fb: null,
  member_zalo: null,
  member_telegram: null,
  member_whats_app: null,
  new_identity_id: 'ID-1',
};

const rule = (name: ProfileFieldRule['name'], over: Partial<ProfileFieldRule> = {}): ProfileFieldRule => ({
  name,
  is_display: 1,
  is_required: 0,
  editable: 1,
  needs_verification: 0,
  ...over,
});

describe('shownFields', () => {
  it('shows a field the site displays or the member has filled, editable only when the rules say so', () => {
    const fields = shownFields(profile, [
      rule('member_email'),
      rule('member_qq'),
      rule('member_zalo', { is_display: 0 }),
      rule('member_skype', { is_display: 0, editable: 0 }),
      rule('member_phone', { needs_verification: 1 }),
    ]);
    const names = fields.map((f) => f.name);
    expect(names).toContain('member_email');
    expect(names).toContain('member_qq'); // displayed, empty: can be filled
    expect(names).not.toContain('member_zalo'); // neither displayed nor filled
    expect(names).toContain('member_skype'); // filled, though not displayed
    expect(names).toContain('identity_id'); // filled; no rule: read only
    const skype = fields.find((f) => f.name === 'member_skype');
    expect(skype).toMatchObject({ editable: false, group: 'contact', value: 'alex.demo' });
    expect(fields.find((f) => f.name === 'identity_id')).toMatchObject({ editable: false, value: 'ID-1' });
    expect(fields.find((f) => f.name === 'member_phone')).toMatchObject({ verify: true, group: 'personal' });
    expect(fields.find((f) => f.name === 'member_qq')).toMatchObject({ value: '', group: 'contact' });
  });
});

const field = (over: Partial<ShownField> = {}): ShownField => ({
  name: 'member_email',
  group: 'personal',
  value: 'a@b.example',
  editable: true,
  required: false,
  verify: false,
  ...over,
});

describe('field rules (the registration rules)', () => {
  it('checks the value as registration does', () => {
    expect(fieldProblem(field(), 'not-an-email', 'USD')).toBe('signup.err_email_format');
    expect(fieldProblem(field(), 'new@b.example', 'USD')).toBeNull();
    expect(fieldProblem(field({ required: true }), '  ', 'USD')).toBe('signup.err_email_blank');
    expect(fieldProblem(field({ name: 'member_phone' }), '12345', 'VND')).toBe('signup.err_phone_vi_format');
    expect(fieldProblem(field({ name: 'member_qq' }), 'a b', 'USD')).toBe('signup.error_for_contact.format.member_qq');
    expect(phoneCodeProblem('')).toBe('signup.verify_placeholder');
    expect(phoneCodeProblem('123456')).toBeNull();
  });

  it('asks the SMS code only for a changed phone on a site that verifies phones', () => {
    const phone = field({ name: 'member_phone', value: '0912000001', verify: true });
    expect(needsPhoneCode(phone, '0912000001 ')).toBe(false);
    expect(needsPhoneCode(phone, '0912000002')).toBe(true);
    expect(needsPhoneCode({ ...phone, verify: false }, '0912000002')).toBe(false);
  });

  it('sends only the changed field (and the code when it is needed)', () => {
    expect(isChanged(field(), ' a@b.example ')).toBe(false);
    expect(editBody(field(), ' new@b.example ', '')).toEqual({ member_email: 'new@b.example' });
    const phone = field({ name: 'member_phone', value: '0912000001', verify: true });
    expect(editBody(phone, '0912000002', '123456')).toEqual({ member_phone: '0912000002', phone_code: '123456' });
  });
});
