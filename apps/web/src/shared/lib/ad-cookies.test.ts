import { describe, expect, it } from 'vitest';
import { adCookiesFor } from './ad-cookies';

const base = { existingFbp: undefined, existingFbc: undefined, now: 1_700_000_000_000, random: 0.123456789 };

describe('adCookiesFor', () => {
  it('makes _fbc from the click id and a browser id _fbp', () => {
    expect(adCookiesFor({ ...base, fbclid: 'IwAR0abc' })).toEqual({
      _fbc: 'fb.1.1700000000000.IwAR0abc',
      _fbp: 'fb.1.1700000000000.1234567890',
    });
  });

  it('keeps an existing browser id and a click already recorded', () => {
    const existing = { ...base, existingFbp: 'fb.1.1.42', existingFbc: 'fb.1.5.IwAR0abc' };
    expect(adCookiesFor({ ...existing, fbclid: 'IwAR0abc' })).toEqual({});
    expect(adCookiesFor({ ...existing, fbclid: 'IwAR0new' })).toEqual({ _fbc: 'fb.1.1700000000000.IwAR0new' });
  });

  it('sets nothing without a click id', () => {
    expect(adCookiesFor({ ...base, fbclid: undefined })).toEqual({});
    expect(adCookiesFor({ ...base, fbclid: '  ' })).toEqual({});
  });
});
