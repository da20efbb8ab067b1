import { describe, expect, it } from 'vitest';
import { detectDeviceType, layoutModeFor, nativeAppPlatform } from './device';

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
