import type { DeviceType, NativeAppPlatform } from '@playdeck/contract';
import { DESKTOP_BREAKPOINT_PX, NATIVE_APP_USER_AGENT as APP_USER_AGENT } from '@playdeck/contract';

export type LayoutMode = 'desktop' | 'mobile';

/** In-app browsers of social apps, where saving and popups misbehave (browser alert modal). */
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|Line\/|MicroMessenger|TikTok/i;

export function nativeAppPlatform(userAgent: string): NativeAppPlatform | undefined {
  const platform = APP_USER_AGENT.exec(userAgent)?.[1]?.toLowerCase();
  return platform === 'ios' || platform === 'android' ? platform : undefined;
}

export interface DeviceInput {
  /** The `pwa` query parameter, when present. */
  pwaQuery: string | null;
  /** The stored `pwa` flag. */
  pwaStored: string | null;
  userAgent: string;
  width: number;
}

export function detectDeviceType({ pwaQuery, pwaStored, userAgent, width }: DeviceInput): DeviceType {
  if ((pwaQuery !== null && pwaQuery !== '0') || pwaStored === '1') return 'pwa';
  if (nativeAppPlatform(userAgent)) return 'app';
  return width >= DESKTOP_BREAKPOINT_PX ? 'desktop' : 'mobile';
}

/** DESKTOP_LOCK keeps a desktop-only site in its desktop layout on every device. */
export function layoutModeFor(device: DeviceType, desktopLock: boolean): LayoutMode {
  if (desktopLock) return 'desktop';
  return device === 'desktop' ? 'desktop' : 'mobile';
}

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

export function isIosSafari(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) && /Safari/.test(userAgent) && !/CriOS|FxiOS/.test(userAgent);
}

/** localStorage key: the add-to-home hint was offered once on this browser. */
export const IOS_HINT_OFFERED_KEY = 'iosHintOffered';

/** localStorage key: this browser has seen a page of the site before (the first page view is left alone). */
export const VISITED_KEY = 'visited';

/**
 * iOS Safari has no install prompt, so the add-to-home steps are offered once; not on the very first page
 * view (where the visitor has not seen the site yet and the promotion pop-up has its turn), not when the
 * site already runs from the home screen, nor inside the operator's app or an in-app browser.
 */
export function shouldOfferIosHint(
  userAgent: string,
  standalone: boolean,
  offeredBefore: boolean,
  firstPageView: boolean,
): boolean {
  return (
    isIosSafari(userAgent) &&
    !isInAppBrowser(userAgent) &&
    !APP_USER_AGENT.test(userAgent) &&
    !standalone &&
    !offeredBefore &&
    !firstPageView
  );
}
