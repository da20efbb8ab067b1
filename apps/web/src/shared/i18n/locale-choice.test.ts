import { describe, expect, it } from 'vitest';
import { chooseCurrency } from '../stores/preferences-store';
import { chooseLocale } from './locale-choice';

describe('locale choice', () => {
  const site = { siteDefault: 'zh_CN' as const, siteLocales: ['zh_CN', 'en_US', 'vi_VN'] as const };

  it('prefers the cookie, then the country, then the site default', () => {
    expect(chooseLocale({ ...site, cookie: 'vi_VN', countryLocale: 'en_US' })).toBe('vi_VN');
    expect(chooseLocale({ ...site, cookie: undefined, countryLocale: 'en_US' })).toBe('en_US');
    expect(chooseLocale({ ...site, cookie: 'xx', countryLocale: null })).toBe('zh_CN');
  });

  it('ignores locales the site does not offer', () => {
    expect(chooseLocale({ ...site, cookie: 'ko_KR', countryLocale: 'ja_JP' })).toBe('zh_CN');
    expect(chooseLocale({ ...site, named: 'ko_KR', cookie: 'vi_VN', countryLocale: null })).toBe('vi_VN');
  });

  it("puts the locale the address names (?lang=) before the visitor's cookie", () => {
    expect(chooseLocale({ ...site, named: 'en_US', cookie: 'vi_VN', countryLocale: null })).toBe('en_US');
    expect(chooseLocale({ ...site, named: null, cookie: 'vi_VN', countryLocale: null })).toBe('vi_VN');
  });
});

describe('currency choice', () => {
  it('uses the ccy cookie when the site offers it, else the locale currency, else the first', () => {
    expect(chooseCurrency('VND', 'en_US', ['USD', 'VND'])).toBe('VND');
    expect(chooseCurrency(undefined, 'vi_VN', ['USD', 'VND'])).toBe('VND');
    expect(chooseCurrency('THB', 'ko_KR', ['RMB', 'USD'])).toBe('RMB');
  });
});
