import type { DeviceType } from '@playdeck/contract';
import { CLIENT_TYPES, STORAGE_KEYS } from '@playdeck/contract';
import { local } from '../../../shared/lib/storage';

/** localStorage key of this browser's device id (a trusted device skips double validation). */
export const UDID_STORAGE_KEY = STORAGE_KEYS.udid;

export interface UserAgentInfo {
  browser: string;
  system: string;
  system_version: string;
  device: string;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/MicroMessenger\/([\d.]+)/, 'WeChat'],
  [/UCBrowser\/([\d.]+)/, 'UC Browser'],
  [/(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
];

const major = (version: string) => version.split('.')[0] ?? '';
const clip = (value: string) => value.slice(0, 64);

/** Browser, system and device of a user agent, for the login's device data. */
export function describeUserAgent(ua: string): UserAgentInfo {
  const found = BROWSERS.map(([pattern, name]) => [pattern.exec(ua), name] as const).find(([m]) => m);
  const browser = found ? `${found[1]} ${major(found[0]?.[1] ?? '')}`.trim() : 'Other';
  let system = 'Other';
  let version = '';
  let device = 'Other';
  const ios = /(iPhone|iPad|iPod)(?:.*?OS (\d+[_\d]*))?/.exec(ua);
  const android = /Android\s*([\d.]*)/.exec(ua);
  if (ios) {
    [system, version, device] = ['iOS', (ios[2] ?? '').replace(/_/g, '.'), ios[1] ?? 'iPhone'];
  } else if (android) {
    [system, version, device] = ['Android', android[1] ?? '', /Mobile/.test(ua) ? 'Android phone' : 'Android tablet'];
  } else if (/Windows NT ([\d.]+)/.test(ua)) {
    const nt = /Windows NT ([\d.]+)/.exec(ua)?.[1] ?? '';
    [system, version, device] = ['Windows', nt === '10.0' ? '10' : nt, 'PC'];
  } else if (/Mac OS X ([\d_.]+)/.test(ua)) {
    [system, version, device] = ['macOS', (/Mac OS X ([\d_.]+)/.exec(ua)?.[1] ?? '').replace(/_/g, '.'), 'Mac'];
  } else if (/CrOS/.test(ua)) {
    [system, device] = ['ChromeOS', 'Chromebook'];
  } else if (/Linux/.test(ua)) {
    [system, device] = ['Linux', 'PC'];
  }
  return { browser: clip(browser), system, system_version: clip(version), device };
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stable random id for this browser, made on first use and kept in localStorage. */
export function getUdid(): string {
  const stored = local.get(UDID_STORAGE_KEY);
  if (stored) return stored;
  const udid = randomId();
  local.set(UDID_STORAGE_KEY, udid);
  return udid;
}

/** The device data sent with login and double validation (remote_addr and cdn are the server's to know). */
export function deviceData(deviceType: DeviceType) {
  return {
    udid: getUdid(),
    login_type: CLIENT_TYPES[deviceType],
    system_group: deviceType,
    host: location.host.slice(0, 255),
    ...describeUserAgent(navigator.userAgent),
  };
}
