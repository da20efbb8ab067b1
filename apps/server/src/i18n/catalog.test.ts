import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@playdeck/contract';
import { CATALOGS, isMessageKey, msg, translate } from './catalog.js';
import { enUS } from './messages/en-us.js';

const KEYS = Object.keys(enUS);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('server message catalog', () => {
  it('has every key in every locale, with the same placeholders, and nothing else', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const catalog = CATALOGS[locale] as Record<string, string>;
      expect(Object.keys(catalog).sort(), locale).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(catalog[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(placeholders(catalog[key]!), `${locale} ${key}`).toEqual(placeholders(enUS[key as keyof typeof enUS]));
      }
    }
  });

  it('is translated, not English copied (a sentence equal to English is a miss)', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en_US')) {
      const same = KEYS.filter(
        (key) => (CATALOGS[locale] as Record<string, string>)[key] === (enUS as Record<string, string>)[key],
      );
      expect(same, locale).toEqual([]);
    }
  });

  it('answers in the asked locale and fills placeholders', () => {
    expect(translate('account_error', 'zh_CN')).toBe('账号或密码错误');
    expect(translate(msg('auth.too_many_attempts', { seconds: 30 }), 'en_US')).toContain('30 s');
    expect(translate(msg('validation.invalid', { field: 'site_id' }), 'zh_CN')).toBe('site_id：值无效');
    expect(isMessageKey('account_error')).toBe(true);
    expect(isMessageKey('wrong password')).toBe(false);
  });
});

/** Every .ts file under the server's src that is not a test. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('member-facing refusals', () => {
  // The type of ApiError's message already refuses prose; this keeps a cast or `as never` from slipping one in.
  it('name a catalog key at every throw site, never English text', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const found: string[] = [];
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/new ApiError\(\s*[^,()]+(?:\([^)]*\))?,\s*(['"`])([^'"`]*)\1/g)) {
        if (m[1] === '`' || !isMessageKey(m[2]!)) found.push(`${file}: ${m[2]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
