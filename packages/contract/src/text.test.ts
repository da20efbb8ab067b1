import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest } from './index.js';
import { hasLoneSurrogate, hasMarkup, hasNul } from './field-rules.js';
import { plainText, text, TEXT_RULES } from './text.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text: the string schema of every request field', () => {
  it('refuses NUL and unpaired surrogates, with a message naming the rule', () => {
    expect(firstMessage(text().safeParse('a\u0000b'))).toBe(TEXT_RULES.nul);
    expect(firstMessage(text().safeParse('\ud800'))).toBe(TEXT_RULES.loneSurrogate);
    expect(firstMessage(text().safeParse('x\udc00'))).toBe(TEXT_RULES.loneSurrogate);
    expect(firstMessage(text().safeParse('\udc00\ud800'))).toBe(TEXT_RULES.loneSurrogate);
  });

  it('keeps every well-formed string, emoji (a surrogate pair) and markup included', () => {
    for (const value of ['', 'plain', '😀 ok', '中文', '<b>bold</b>', 'a\tb\nc']) {
      expect(text().safeParse(value).success).toBe(true);
    }
  });

  it('keeps the chained rules working (trim, min, max)', () => {
    const account = text().trim().min(1).max(4);
    expect(account.parse(' abc ')).toBe('abc');
    expect(account.safeParse('abcdef').success).toBe(false);
  });
});

describe('plainText: what a member writes that people read', () => {
  it('refuses a tag, an end tag, a comment and a processing instruction', () => {
    for (const value of ['<img src=x onerror=alert(1)>', 'x</b>', '<!-- c -->', '<?xml?>', '<svg/onload=1>']) {
      expect(hasMarkup(value), value).toBe(true);
      expect(firstMessage(plainText().safeParse(value))).toBe(TEXT_RULES.markup);
    }
  });

  it('keeps a "<" that no browser reads as markup', () => {
    for (const value of ['a < b', 'I <3 slots', '<= 5', 'x > y & z', '< 中文']) {
      expect(hasMarkup(value), value).toBe(false);
      expect(plainText().safeParse(value).success).toBe(true);
    }
  });

  it('is what the profile fields of a registration use, and names the field', () => {
    const result = registerRequest.safeParse({
      member_currency: 'USD',
      member_account: 'abc123',
      password: 'abc123',
      answer: 'x',
      captcha_token: 't',
      member_name: '<img src=x onerror=alert(1)>',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['member_name']);
  });
});

describe('request schemas', () => {
  it('refuse a NUL in a login account (a 400, not a failed query)', () => {
    const result = loginRequest.safeParse({
      account: 'demo\u0000',
      password: 'x',
      answer: 'a',
      captcha_token: 't',
      udid: 'u',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['account'], message: TEXT_RULES.nul });
  });

  it('the predicates agree with the schemas', () => {
    expect(hasNul('\u0000')).toBe(true);
    expect(hasNul('0')).toBe(false);
    expect(hasLoneSurrogate('\ud83d\ude00')).toBe(false);
    expect(hasLoneSurrogate('\ud83d')).toBe(true);
  });
});
