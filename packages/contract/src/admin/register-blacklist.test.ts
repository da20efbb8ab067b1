import { describe, expect, it } from 'vitest';
import { blacklistCreate, blacklistValue } from './register-blacklist.js';

describe('registration blacklist values', () => {
  it.each([
    ['name', '  Ali BABA ', 'ali baba'],
    ['name', 'Nguyễn Văn A', 'nguyễn văn a'],
    ['phone', ' 0987 000-215 ', '0987000215'],
    ['phone', '(098) 700.0215', '0987000215'],
    ['email', ' Someone@Spam.Example ', 'someone@spam.example'],
    ['email', '@Spam.Example', '@spam.example'],
  ] as const)('keeps a %s as registration compares it: %j → %s', (kind, raw, value) => {
    expect(blacklistValue(kind, raw)).toEqual({ value });
  });

  it.each([
    ['name', '   '],
    ['name', 'a'.repeat(51)],
    ['phone', '+86 138 0000 0000'],
    ['phone', '12345'],
    ['phone', '1'.repeat(16)],
    ['email', 'spam.example'],
    ['email', '@localhost'],
    ['email', 'a@b@spam.example'],
  ] as const)('refuses a %s %j, naming the rule', (kind, raw) => {
    expect(blacklistValue(kind, raw)).toEqual({ error: expect.any(String) });
  });

  it('the create schema refuses a value its kind does not take, under `value`', () => {
    const result = blacklistCreate.safeParse({ site_id: 1, kind: 'phone', value: 'not a number' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['value']]);
    expect(blacklistCreate.safeParse({ site_id: 1, kind: 'email', value: '@spam.example' }).success).toBe(true);
  });
});
