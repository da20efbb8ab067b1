import { COOKIE_KEYS } from '@playdeck/contract';
import { readCookie } from '../../../shared/lib/cookies';
import { nativeAppPlatform } from '../../../shared/lib/device';
import { isWindowOpen } from '../../../shared/lib/navigation';
import { sendFbTracking } from '../api/fb-tracking';
import type { DepositSuccess } from './deposit-pixel';
import { depositPixelEvents, depositPixelTiming, serverPixelEvent } from './deposit-pixel';
import { track } from './payment-events';

/** The member-centre popup's name in this window's list of opened windows (the route's page). */
const USER_WINDOW = 'user';
const WATCH_MS = 1000;

/** The ad cookies (_fbp, _fbc) the server's copy carries, when the pixel left them. */
function adCookies(): Record<string, string> {
  const fbp = readCookie(COOKIE_KEYS.fbp);
  const fbc = readCookie(COOKIE_KEYS.fbc);
  return { ...(fbp ? { fbp } : {}), ...(fbc ? { fbc } : {}) };
}

/** Whether this window is a popup of another window of this site that is still open. */
function isOpenedBySite(): boolean {
  try {
    const opener = window.opener as Window | null;
    return !!opener && !opener.closed && opener.location.origin === location.origin;
  } catch {
    // Another origin's window: reading its location throws.
    return false;
  }
}

function fire(success: DepositSuccess, currency: string): void {
  const now = Date.now();
  for (const event of depositPixelEvents(success, currency)) {
    // A site or language without the pixel sends neither the page's event nor the server's copy.
    if (track(event)) void sendFbTracking(serverPixelEvent(event, now, adCookies()));
  }
}

/** The deposit's pixel events, from the main window, once its member-centre popup is closed. */
export function sendDepositPixel(success: DepositSuccess, currency: string): void {
  const timing = depositPixelTiming({
    native: !!nativeAppPlatform(navigator.userAgent),
    openedBySite: isOpenedBySite(),
    userWindowOpen: isWindowOpen(USER_WINDOW),
  });
  if (timing === 'never') return;
  if (timing === 'now') return fire(success, currency);
  const timer = window.setInterval(() => {
    if (isWindowOpen(USER_WINDOW)) return;
    window.clearInterval(timer);
    fire(success, currency);
  }, WATCH_MS);
}
