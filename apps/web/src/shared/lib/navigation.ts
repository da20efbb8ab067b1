import { POPUP_WINDOW, matchRoute } from '@playdeck/contract';
import { t } from '../i18n/translate';
import { confirmDialog } from '../ui/confirm/dialog-store';
import type { LayoutMode } from './device';
import { isGameWindowOpen } from './game-window';
import { guards } from './guards';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | undefined;

/** The app registers the router's navigate here, so shared code can move without importing app code. */
export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (options?.replace) location.replace(to);
  else location.assign(to);
}

const openWindows = new Map<string, Window>();

/** A 1500x800 popup centred on the screen: member pages and game windows. */
export function popupFeatures(): string {
  const { width, height } = POPUP_WINDOW;
  const left = Math.max(0, Math.round(screen.availWidth / 2 - width / 2));
  const top = Math.max(0, Math.round(screen.availHeight / 2 - height / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Opens a page the way its route asks: member centre, proxy and fast payment are full page
 * loads, in a 1500x800 popup on desktop, after a warning when a game window is open; every other page is
 * an in-app navigation.
 */
export async function openPage(path: string, mode: LayoutMode): Promise<void> {
  const url = new URL(path, location.origin);
  const target = `${url.pathname}${url.search}${url.hash}`;
  const route = matchRoute(url.pathname)?.route;
  if (!route?.fullPageLoad) return navigateTo(target);
  // Checked here too so a guest is asked to log in without first loading (or popping up) the page.
  if (route.guard && !guards[route.guard](target)) return;
  if (isGameWindowOpen() && !(await confirmDialog({ message: t('pg.confirm_leave_game') }))) return;
  if (route.popupOnDesktop && mode === 'desktop') {
    const popup = window.open(url.href, `playdeck_${route.page}`, popupFeatures());
    if (popup) {
      openWindows.set(route.page, popup);
      popup.focus();
      return;
    }
    // A blocked popup falls back to the same window rather than doing nothing.
  }
  location.assign(url.href);
}

/** Pages that open in popups; logout closes them. */
const PAGE_WINDOWS = ['user', 'proxy', 'fastPayment'];

/** Keeps a window this page opened (social-login popup, game / deposit waiting window) to close it later. */
export function registerWindow(name: string, popup: Window): void {
  openWindows.set(name, popup);
}

/** Whether a window this page opened under that name ('user' for the member centre) is still open. */
export function isWindowOpen(name: string): boolean {
  const popup = openWindows.get(name);
  return !!popup && !popup.closed;
}

/** Closes a window this page opened under that name; false when there was none open. */
export function closeWindow(name: string): boolean {
  const popup = openWindows.get(name);
  openWindows.delete(name);
  if (!popup || popup.closed) return false;
  popup.close();
  return true;
}

/** Logout closes the member, proxy and fast-payment windows it opened. */
export function closePageWindows(): void {
  for (const name of PAGE_WINDOWS) closeWindow(name);
}
