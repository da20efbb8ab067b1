import { GAME_TYPES, LOCALES, MEMBER_CENTRE_MENU, MEMBER_CENTRE_PAGES, PROXY_PAGES } from '@playdeck/contract';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOUBLE_VALIDATION_QUESTIONS, loginError } from '../features/auth/validation';
import { SLOT_TABS } from '../features/games/components/game-types';

const here = dirname(fileURLToPath(import.meta.url));
const srcDir = join(here, '..');
const namespaces = readdirSync(join(here, 'en_US')).filter((f) => f.endsWith('.json'));

function catalog(locale: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(here, locale, file), 'utf8')) as Record<string, unknown>;
}

const english = new Map<string, string>();
for (const file of namespaces) for (const [k, v] of Object.entries(catalog('en_US', file))) english.set(k, String(v));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale catalogs', () => {
  it('exist for exactly the contract locales', () => {
    const dirs = readdirSync(here).filter((f) => statSync(join(here, f)).isDirectory());
    expect(dirs.sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale} has every en_US key, non-empty, with the same placeholders`, () => {
      for (const file of namespaces) {
        const base = catalog('en_US', file);
        const messages = catalog(locale, file);
        expect(Object.keys(messages).sort(), `${locale}/${file} keys`).toEqual(Object.keys(base).sort());
        for (const [key, value] of Object.entries(messages)) {
          expect(typeof value === 'string' && value.trim().length > 0, `${locale}/${file} ${key} is empty`).toBe(true);
          expect(placeholders(String(value)), `${locale}/${file} ${key} placeholders`).toEqual(
            placeholders(String(base[key])),
          );
        }
      }
    });
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('message keys used in src', () => {
  const sources = sourceFiles(srcDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it("every t('...') literal exists in en_US", () => {
    const missing: string[] = [];
    for (const { path, text } of sources) {
      for (const match of text.matchAll(/\bt\(\s*(['"`])([^'"`]+)\1/g)) {
        const key = match[2] as string;
        if (key.includes('${')) continue;
        if (!english.has(key)) missing.push(`${path.slice(srcDir.length)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every dotted key literal (labels, titles, validation results) exists in en_US', () => {
    const prefixes = new Set([...english.keys()].filter((k) => k.includes('.')).map((k) => k.split('.')[0]));
    const missing: string[] = [];
    for (const { path, text } of sources) {
      // Comments and realtime event names ('member.cash') are not message keys.
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const match of code.matchAll(/(?<!from |import\(|Realtime\(|RealtimeEvent\()'([a-z_]+\.[A-Za-z_.]+)'/g)) {
        const key = match[1] as string;
        if (prefixes.has(key.split('.')[0] as string) && !english.has(key))
          missing.push(`${path.slice(srcDir.length)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every key built from contract names exists in en_US', () => {
    const built = [
      ...Object.values(GAME_TYPES).map((type) => `game_type.${type.name}`),
      ...Object.keys(MEMBER_CENTRE_MENU).map((group) => `member.menu.${group}`),
      ...MEMBER_CENTRE_PAGES.flatMap((page) => [`member.page.${page}`, `member.empty.${page}`]),
      ...PROXY_PAGES.flatMap((page) => [`proxy.page.${page}`, `proxy.empty.${page}`]),
      ...SLOT_TABS.map((tab) => `games.tab.${tab}`),
      ...['hot', 'new'].map((tag) => `games.tag.${tag}`),
      ...[101, 102, 103, 104, 105].map((code) => `one_key_err_code_${code}`),
      ...[...DOUBLE_VALIDATION_QUESTIONS, 'other'].flatMap((q) => [`dv.question.${q}`, `dv.empty.${q}`]),
      'tv.by_email',
      'tv.by_phone',
      ...[
        ['', '', ''],
        ['a', '', ''],
        ['a', 'b', ''],
      ].map(([a, b, c]) => loginError(a!, b!, c!)?.[1] ?? ''),
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });
});
