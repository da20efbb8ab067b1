import { describe, expect, it } from 'vitest';
import { memberPath } from './content-kinds';

describe('where the member site shows an article', () => {
  it('a site page or FAQ answer at its own address, the agent agreement in the agent centre', () => {
    const article = (article_kind: string) => ({ id: 4, data: { article_kind } });
    expect(memberPath('article', article('main'))).toBe('/main/4');
    expect(memberPath('article', article('faq'))).toBe('/faq/4');
    expect(memberPath('article', article('agent_agreement'))).toBe('/proxy/Agreement');
    expect(memberPath('article', { data: { article_kind: 'main' } })).toBeUndefined();
  });
});
