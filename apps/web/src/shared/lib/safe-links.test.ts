import { describe, expect, it } from 'vitest';
import { classifyLink, innerPath, outerHref } from './safe-links';

describe('outerHref and innerPath', () => {
  it('accepts only http(s) with a host as outer', () => {
    expect(outerHref('https://t.me/playdeck')).toBe('https://t.me/playdeck');
    expect(outerHref('ftp://example.com')).toBeUndefined();
    expect(outerHref('/faq/1')).toBeUndefined();
    expect(outerHref('HTTP://A.B')).toBe('http://a.b/');
    expect(outerHref('javascript:alert(1)')).toBeUndefined();
    expect(outerHref('not a url')).toBeUndefined();
  });

  it('accepts only single-slash site paths without spaces or control characters', () => {
    expect(innerPath('/app')).toBe('/app');
    expect(innerPath('//example.com')).toBeUndefined();
    expect(innerPath('/a b')).toBeUndefined();
    expect(innerPath('/a\tb')).toBeUndefined();
    expect(innerPath('app')).toBeUndefined();
  });

  it('classifyLink keeps site paths as given (no main/faq rewriting)', () => {
    expect(classifyLink('/user/Deposit')).toEqual({ kind: 'inner', path: '/user/Deposit' });
    expect(classifyLink('main/3')).toEqual({ kind: 'none' });
  });
});
