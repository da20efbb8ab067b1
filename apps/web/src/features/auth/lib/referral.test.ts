import { describe, expect, it } from 'vitest';
import { referralFromQuery } from './referral';

const query = (search: string) => new URLSearchParams(search);

describe('referralFromQuery', () => {
  it("reads an agent's id with its promotion link", () => {
    expect(referralFromQuery(query('?id=7&link=AbC123xy'))).toEqual({
      type: 'member_agent',
      value: '7',
      link: 'AbC123xy',
      fresh: true,
    });
  });

  it('drops a link that is not a link code, keeping the agent', () => {
    expect(referralFromQuery(query('?id=7&link=%3Cscript%3E'))).toEqual({
      type: 'member_agent',
      value: '7',
      fresh: true,
    });
    expect(referralFromQuery(query('?id=7&link=abc'))).toEqual({ type: 'member_agent', value: '7', fresh: true });
  });

  it('ignores a link without an agent, and reads an invite code', () => {
    expect(referralFromQuery(query('?link=AbC123xy'))).toBe(null);
    expect(referralFromQuery(query('?invite=F00D&link=AbC123xy'))).toEqual({
      type: 'recommend_code',
      value: 'F00D',
      fresh: true,
    });
  });
});
