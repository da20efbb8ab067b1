import { describe, expect, it } from 'vitest';
import { classifyFooterUrl } from './content-links';

describe('classifyFooterUrl (footer items)', () => {
  it('treats http and https addresses as outer links', () => {
    expect(classifyFooterUrl('https://partner.example.com/about')).toEqual({
      kind: 'outer',
      href: 'https://partner.example.com/about',
    });
    expect(classifyFooterUrl('  HTTP://example.com ')).toEqual({ kind: 'outer', href: 'http://example.com/' });
  });

  it('takes a main or faq page id from the path', () => {
    expect(classifyFooterUrl('/main/3')).toEqual({ kind: 'inner', path: '/main/3' });
    expect(classifyFooterUrl('/faq/7')).toEqual({ kind: 'inner', path: '/faq/7' });
    expect(classifyFooterUrl('main/12')).toEqual({ kind: 'inner', path: '/main/12' });
    expect(classifyFooterUrl('/FAQ/007/')).toEqual({ kind: 'inner', path: '/faq/7' });
    expect(classifyFooterUrl('/faq/7?from=footer')).toEqual({ kind: 'inner', path: '/faq/7' });
  });

  it('follows other paths of this site in-app', () => {
    expect(classifyFooterUrl('/discount')).toEqual({ kind: 'inner', path: '/discount' });
    expect(classifyFooterUrl('/faq')).toEqual({ kind: 'inner', path: '/faq' });
  });

  it('never links javascript:, data:, other schemes or protocol-relative addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'mailto:help@example.com',
      '//evil.example.com/main/3',
      '/\\evil.example.com',
      'https://',
      'main',
      '',
    ]) {
      expect(classifyFooterUrl(url), url).toEqual({ kind: 'none' });
    }
  });
});
