import { describe, expect, it } from 'vitest';
import { deniedAddress, isAddressDenied } from './ip-rules.js';

describe('blocked addresses', () => {
  const list = ['10.0.0.0/8', '192.168.1.7', '172.16.', '2001:db8::/32', '::1'];

  it.each([
    ['10.255.3.4', true],
    ['11.0.0.1', false],
    ['192.168.1.7', true],
    ['192.168.1.8', false],
    ['172.16.9.9', true],
    ['172.160.0.1', false],
    ['::ffff:10.1.2.3', true],
    ['2001:db8:1::5', true],
    ['2001:db9::1', false],
    ['::1', true],
    ['not an address', false],
  ])('%s on the list: %s', (ip, denied) => {
    expect(isAddressDenied(list, ip)).toBe(denied);
  });

  it('answers the login codes: 106 address, 201 country, 202 unknown country when required', () => {
    expect(deniedAddress({ ipDenyList: list }, '10.1.1.1', 'VN')).toBe(106);
    expect(deniedAddress({ countryDenyList: ['KP'] }, '8.8.8.8', 'kp')).toBe(201);
    expect(deniedAddress({ requireCountry: true }, '8.8.8.8', undefined)).toBe(202);
    expect(deniedAddress({ ipDenyList: list, countryDenyList: ['KP'] }, '8.8.8.8', 'VN')).toBeUndefined();
  });

  it('reads a changed list afresh (the cache is per list, and a saved list is a new one)', () => {
    const first = ['10.0.0.0/8'];
    expect(isAddressDenied(first, '10.1.1.1')).toBe(true);
    expect(isAddressDenied(['11.0.0.0/8'], '10.1.1.1')).toBe(false);
  });
});
