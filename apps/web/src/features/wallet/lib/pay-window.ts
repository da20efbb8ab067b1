import { STORAGE_KEYS } from '@playdeck/contract';
import { isInAppBrowser } from '../../../shared/lib/device';
import { popupFeatures, registerWindow } from '../../../shared/lib/navigation';
import { innerPath, outerHref } from '../../../shared/lib/safe-links';
import { local } from '../../../shared/lib/storage';
import { useLayout } from '../../../shared/stores/layout-store';

/** The waiting-window kinds (quickGame closes them): a deposit, or a fast payment. */
export type PayWindowKind = 'deposit' | 'fp';

export interface PayWindow {
  kind: PayWindowKind;
  /** The holding window opened in the click; null when blocked or when this page goes itself. */
  window: Window | null;
  /** In-app browsers block popups, so there the pay page replaces this page, as games do. */
  redirect: boolean;
}

/**
 * Opens /loading?type=… the way a game window opens: a 1500x800 popup on desktop, a new tab on
 * phones, nothing inside in-app browsers. Call it synchronously in the click handler, before any await,
 * or popup blockers refuse it.
 */
export function openPayWindow(kind: PayWindowKind): PayWindow {
  const { mode, device } = useLayout.getState();
  if (device !== 'app' && mode === 'mobile' && isInAppBrowser(navigator.userAgent)) {
    return { kind, window: null, redirect: true };
  }
  const name = `playdeck_${kind}`;
  const opened = window.open(`/loading?type=${kind}`, name, mode === 'desktop' ? popupFeatures() : undefined);
  if (opened) {
    // By kind and by name: a quickGame message names either.
    registerWindow(kind, opened);
    registerWindow(name, opened);
    local.set(STORAGE_KEYS.waitingWindow, kind);
  }
  return { kind, window: opened, redirect: false };
}

/** The gateway's address when it is one a page may be sent to (http(s), or a path of this site). */
export function safePayUrl(url: string): string | undefined {
  return outerHref(url) ?? innerPath(url);
}

/** Sends the holding window (or this page) to the pay page; false when there is no window to send. */
export function showPayPage(pay: PayWindow, url: string): boolean {
  if (pay.redirect) {
    location.assign(url);
    return true;
  }
  if (!pay.window || pay.window.closed) return false;
  pay.window.location.href = url;
  return true;
}

/** The call failed: the holding window goes away. */
export function closePayWindow(pay: PayWindow): void {
  pay.window?.close();
  if (local.get(STORAGE_KEYS.waitingWindow) === pay.kind) local.remove(STORAGE_KEYS.waitingWindow);
}
