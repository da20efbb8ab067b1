import { describe, expect, it } from 'vitest';
import { parseInfoData, queryLoginFromParams, withoutLoginParams } from './query-login';

const full = { tk: 'tok_abc', member_id: '42', member_account: 'demo001', member_currency: 'USD' };

describe('query login', () => {
  it('applies only with all four parameters and without skipReloadGetInfo', () => {
    expect(queryLoginFromParams(full, null)).toEqual({
      token: 'tok_abc',
      memberId: '42',
      memberAccount: 'demo001',
      currency: 'USD',
    });
    expect(queryLoginFromParams({ ...full, member_type: '2' }, null)?.memberType).toBe('2');
    expect(queryLoginFromParams(full, '1')).toBeUndefined();
    for (const missing of Object.keys(full)) {
      expect(queryLoginFromParams({ ...full, [missing]: undefined }, null), missing).toBeUndefined();
    }
    expect(queryLoginFromParams({ ...full, member_id: 'abc' }, null)).toBeUndefined();
    expect(queryLoginFromParams({ ...full, member_currency: 'XYZ' }, null)).toBeUndefined();
  });

  it('accepts a get_info_data payload only when complete', () => {
    const payload = { tk: 'tok_abc', member_id: 42, member_account: 'demo001', member_currency: 'USD' };
    expect(parseInfoData(JSON.stringify(payload))).toEqual({
      token: 'tok_abc',
      memberId: '42',
      memberAccount: 'demo001',
      currency: 'USD',
    });
    expect(parseInfoData(JSON.stringify({ ...payload, tk: '' }))).toBeUndefined();
    expect(parseInfoData(JSON.stringify({ ...payload, member_account: undefined }))).toBeUndefined();
    expect(parseInfoData('{not json')).toBeUndefined();
    expect(parseInfoData('null')).toBeUndefined();
    expect(parseInfoData(payload)).toBeUndefined();
  });

  it('drops the login parameters from the address and keeps the rest', () => {
    expect(withoutLoginParams('http://x.test/?tk=a&member_id=1&member_account=b&member_currency=USD&footer=0')).toBe(
      '/?footer=0',
    );
    expect(withoutLoginParams('http://x.test/discount?enc=abc#top')).toBe('/discount#top');
  });
});
