import { describe, expect, it } from 'vitest';
import { detectDeviceType, layoutModeFor, nativeAppPlatform, shouldOfferIosHint } from './device';

const base = { pwaQuery: null, pwaStored: null, userAgent: 'Mozilla/5.0', width: 1440 };

describe('device and layout', () => {
  it('uses the 992 px breakpoint', () => {
    expect(detectDeviceType({ ...base, width: 992 })).toBe('desktop');
    expect(detectDeviceType({ ...base, width: 991 })).toBe('mobile');
  });

  it('recognises pwa (query or stored) and the native apps', () => {
    expect(detectDeviceType({ ...base, pwaQuery: '1' })).toBe('pwa');
    expect(detectDeviceType({ ...base, pwaStored: '1' })).toBe('pwa');
    expect(detectDeviceType({ ...base, pwaQuery: '0' })).toBe('desktop');
    expect(detectDeviceType({ ...base, userAgent: 'Mozilla/5.0 PlaydeckApp/ios' })).toBe('app');
    expect(nativeAppPlatform('x PlaydeckApp/Android')).toBe('android');
  });

  it('maps device to layout, DESKTOP_LOCK winning', () => {
    expect(layoutModeFor('desktop', false)).toBe('desktop');
    expect(layoutModeFor('app', false)).toBe('mobile');
    expect(layoutModeFor('mobile', true)).toBe('desktop');
  });
});

describe('shouldOfferIosHint', () => {
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  it('offers the add-to-home steps once, to iOS Safari outside the home screen only', () => {
    expect(shouldOfferIosHint(SAFARI, false, false, false)).toBe(true);
    expect(shouldOfferIosHint(SAFARI, true, false, false)).toBe(false);
    expect(shouldOfferIosHint(SAFARI, false, true, false)).toBe(false);
    // The very first page view is left to the site (and its promotion pop-up): one prompt at a time.
    expect(shouldOfferIosHint(SAFARI, false, false, true)).toBe(false);
    expect(shouldOfferIosHint(`${SAFARI} Instagram 300.0`, false, false, false)).toBe(false);
    expect(shouldOfferIosHint(`${SAFARI} PlaydeckApp/ios`, false, false, false)).toBe(false);
    expect(shouldOfferIosHint(SAFARI.replace('Safari', 'CriOS/120 Safari'), false, false, false)).toBe(false);
    expect(
      shouldOfferIosHint('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36', false, false, false),
    ).toBe(false);
  });
});
