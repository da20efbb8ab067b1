import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { raChinese } from './ra-zh';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? []);

/** Every key of `english` exists in `chinese`, no extra ones, and Chinese uses only English's placeholders. */
function expectSameCatalogue(english: Tree, chinese: Tree) {
  const a = leaves(english);
  const b = leaves(chinese);
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  for (const [key, text] of b) {
    expect(text.trim() === '' && key !== 'ra.boolean.null', `${key} is empty`).toBe(false);
    const allowed = placeholders(a.get(key) ?? '');
    for (const p of placeholders(text)) expect(allowed.has(p), `${key} uses ${p}`).toBe(true);
  }
}

describe('message catalogues', () => {
  it('the Chinese react-admin catalogue matches ra-language-english key for key', () => {
    expectSameCatalogue(englishMessages as unknown as Tree, raChinese as unknown as Tree);
  });

  it('the console’s Chinese messages match its English ones key for key', () => {
    expectSameCatalogue(en, zh);
  });

  it('the console’s own keys do not shadow react-admin’s', () => {
    expect(Object.keys(en)).not.toContain('ra');
  });
});
