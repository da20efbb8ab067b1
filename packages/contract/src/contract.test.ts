import { describe, expect, it } from 'vitest';
import {
  assertKnownGuards,
  currencyForLocale,
  findRouteRule,
  localeForCountry,
  localeFromAcceptLanguage,
  LOCALE_IDS,
  LOCALES,
  matchRoute,
  PAGE_ROUTES,
  resolveRedirect,
  validateRoute,
  channelKind,
} from './index.js';

describe('page table', () => {
  it('declares every page and path of both specs', () => {
    const paths = PAGE_ROUTES.map((r) => r.path);
    for (const p of [
      '/',
      '/app',
      '/discount',
      '/discount/:id',
      '/faq',
      '/faq/:id',
      '/gameHall',
      '/gameHall/:id',
      '/main',
      '/main/:id',
      '/slotgame',
      '/sponsor',
      '/user',
      '/user/:id',
      '/proxy',
      '/fastPayment',
      '/fastDeposit',
      '/Deposit',
      '/play',
      '/loading',
      '/close',
      '/gameRoom',
      '/register',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('matches params and runs validation steps', () => {
    const m = matchRoute('/discount/15')!;
    expect(m.route.page).toBe('discount');
    expect(m.params).toEqual({ id: '15' });
    expect(validateRoute(m)).toBe(true);
    expect(validateRoute(matchRoute('/discount/0')!)).toBe(false);
    expect(validateRoute(matchRoute('/user/BindAccount')!)).toBe(true);
    expect(validateRoute(matchRoute('/user/Nope')!)).toBe(false);
    expect(matchRoute('/discount/1/2')).toBeUndefined();
    expect(matchRoute('/%E0%A4%A')).toBeUndefined();
  });

  it('guards the member areas with auth and knows no other guard', () => {
    for (const p of ['/user', '/proxy', '/fastPayment', '/Deposit']) expect(matchRoute(p)!.route.guard).toBe('auth');
    expect(() => assertKnownGuards(PAGE_ROUTES)).not.toThrow();
    expect(() => assertKnownGuards([{ path: '/x', guard: 'admin' }])).toThrow(/Unknown route guard 'admin'/);
  });
});

describe('route rules', () => {
  it('finds exact and prefix rules', () => {
    const rules = [
      { path: '/a', redirect: '/b' },
      { path: '/c/**', redirect: '/d' },
    ];
    expect(findRouteRule('/a', rules)?.redirect).toBe('/b');
    expect(findRouteRule('/c/x/y', rules)?.redirect).toBe('/d');
    expect(findRouteRule('/ab', rules)).toBeUndefined();
  });

  it('allows only http(s) to allow-listed hosts', () => {
    expect(resolveRedirect('/faq', [])).toEqual({ kind: 'internal', to: '/faq' });
    expect(resolveRedirect('//evil.example', [])).toEqual({ kind: 'refused', reason: 'malformed' });
    expect(resolveRedirect('https://a.example/x', ['a.example']).kind).toBe('external');
    expect(resolveRedirect('https://x.a.example/', ['*.a.example']).kind).toBe('external');
    expect(resolveRedirect('https://a.example.evil/', ['a.example'])).toEqual({ kind: 'refused', reason: 'host' });
    expect(resolveRedirect('javascript:alert(1)', ['a.example'])).toEqual({ kind: 'refused', reason: 'protocol' });
    expect(resolveRedirect('ftp://a.example/', ['a.example'])).toEqual({ kind: 'refused', reason: 'protocol' });
  });
});

describe('locales and currencies', () => {
  it('numbers the 11 languages as the spec does', () => {
    expect(LOCALES).toHaveLength(11);
    expect(LOCALE_IDS).toMatchObject({ zh_TW: 0, en_US: 2, bn_BD: 10 });
  });

  it('maps countries, Accept-Language and currencies', () => {
    expect(localeForCountry('la')).toBe('vi_VN');
    expect(localeForCountry('TA')).toBe('ta_IN');
    expect(localeForCountry('FR')).toBeUndefined();
    expect(localeFromAcceptLanguage('fr-FR,zh-CN;q=0.8,en;q=0.5', LOCALES)).toBe('zh_CN');
    expect(localeFromAcceptLanguage('vi', LOCALES)).toBe('vi_VN');
    expect(localeFromAcceptLanguage('de', LOCALES)).toBeUndefined();
    expect(currencyForLocale('vi_VN', ['USD', 'VND'])).toBe('VND');
    expect(currencyForLocale('ja_JP', ['USD', 'VND'])).toBe('USD');
  });

  it('classifies channels', () => {
    expect(channelKind('web_api.VND')).toBe('public');
    expect(channelKind('bob_mobile_template')).toBe('public');
    expect(channelKind('member.12')).toBe('private');
    expect(channelKind('member.RMB')).toBe('private');
    expect(channelKind('presence-member.RMB')).toBe('presence');
    expect(channelKind('member.')).toBeUndefined();
  });
});
