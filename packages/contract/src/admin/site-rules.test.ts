import { describe, expect, it } from 'vitest';
import {
  ipRuleProblem,
  isCountryCode,
  isHostName,
  isHostPattern,
  isHttpUrl,
  redirectProblem,
  routePathProblem,
} from './site-rules.js';
import { siteSettingsUpdate } from './site-settings.js';

describe('site address rules (shared by the console and the server)', () => {
  it.each([
    ['www.example.com', true],
    ['localhost', true],
    ['127.0.0.1', true],
    ['apsport.localhost', true],
    ['999.1.1.1', false],
    ['-bad.example', false],
    ['has space.example', false],
    ['example.com:8080', false],
    ['https://example.com', false],
    ['a'.repeat(64) + '.example', false],
  ])('host %s: %s', (host, ok) => expect(isHostName(host)).toBe(ok));

  it('host patterns allow one leading wildcard', () => {
    expect(isHostPattern('*.suncity.example')).toBe(true);
    expect(isHostPattern('*.*.example')).toBe(false);
    expect(isHostPattern('*.10.0.0.1')).toBe(false);
  });

  it.each([
    ['10.0.0.1', undefined],
    ['10.0.0.0/8', undefined],
    ['10.77.', undefined],
    ['2001:db8::/32', undefined],
    ['::1', undefined],
    ['10.0.0.0/33', 'problem'],
    ['2001:db8::/129', 'problem'],
    ['0.0.0.0/0', 'problem'],
    ['10.0.0.256', 'problem'],
    ['10.0.0.0/8/1', 'problem'],
    ['example.com', 'problem'],
  ])('blocked entry %s', (entry, expected) => {
    expect(ipRuleProblem(entry) === undefined ? undefined : 'problem').toBe(expected);
  });

  it('countries are ISO 3166 codes', () => {
    expect(isCountryCode('KP')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('kp')).toBe(false);
  });

  it('route paths and redirects', () => {
    expect(routePathProblem('/promo')).toBeUndefined();
    expect(routePathProblem('/games/**')).toBeUndefined();
    expect(routePathProblem('/admin/x')).toBeDefined();
    expect(routePathProblem('/a//b')).toBeDefined();
    expect(redirectProblem('/discount?x=1', [])).toBeUndefined();
    expect(redirectProblem('https://ok.example/x', ['ok.example'])).toBeUndefined();
    expect(redirectProblem('https://a.ok.example/x', ['*.ok.example'])).toBeUndefined();
    expect(redirectProblem('https://user@ok.example/x', ['ok.example'])).toBeDefined();
    expect(redirectProblem('javascript:alert(1)', ['ok.example'])).toBeDefined();
    expect(redirectProblem('JAVASCRIPT:alert(1)', [])).toBeDefined();
    expect(redirectProblem('//evil.example', [])).toBeDefined();
    expect(redirectProblem('/\\evil.example', [])).toBeDefined();
    expect(redirectProblem('/a b', [])).toBeDefined();
  });

  it('customer-service links are http(s) only', () => {
    expect(isHttpUrl('https://help.example/chat?x=1')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,x')).toBe(false);
    expect(isHttpUrl('https://u:p@help.example')).toBe(false);
  });

  it('the update body: lower-cases hosts, upper-cases countries, pairs defaults with their lists', () => {
    const ok = siteSettingsUpdate.parse({ version: 1, domains: ['WWW.Example.com'], blocked_countries: ['kp'] });
    expect(ok).toMatchObject({ domains: ['www.example.com'], blocked_countries: ['KP'] });
    const alone = siteSettingsUpdate.safeParse({ version: 1, default_locale: 'en_US' });
    expect(alone.success ? [] : alone.error.issues.map((i) => i.path.join('.'))).toEqual(['locales']);
  });
});
