import { describe, expect, it } from 'vitest';
import { localeStep } from './locale-route';

const site = ['en_US', 'zh_CN', 'vi_VN'] as const;
const step = (path: string) => localeStep({ url: new URL(path, 'http://x'), current: 'en_US', siteLocales: site });

describe('localeStep', () => {
  it('switches to a site locale the route names, keeping the rest of the address', () => {
    expect(step('/faq/3?lang=vi_VN&x=1#a')).toEqual({ kind: 'switch', locale: 'vi_VN', to: '/faq/3?x=1#a' });
    expect(step('/?lang=zh_CN')).toEqual({ kind: 'switch', locale: 'zh_CN', to: '/' });
  });

  it('ignores a locale the site does not offer, an unknown one, or the current one', () => {
    for (const path of ['/?lang=ja_JP', '/?lang=xx', '/?lang=', '/?lang=en_US', '/']) {
      expect(step(path), path).toEqual({ kind: 'keep' });
    }
  });
});
