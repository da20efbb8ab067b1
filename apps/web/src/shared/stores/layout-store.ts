import type { DeviceType } from '@playdeck/contract';
import { RESIZE_DEBOUNCE_MS, STORAGE_KEYS } from '@playdeck/contract';
import { create } from 'zustand';
import type { LayoutMode } from '../lib/device';
import { detectDeviceType, layoutModeFor } from '../lib/device';
import { local } from '../lib/storage';

interface LayoutState {
  device: DeviceType;
  mode: LayoutMode;
}

export const useLayout = create<LayoutState>(() => ({ device: 'desktop', mode: 'desktop' }));

function measure(desktopLock: boolean, pwaQuery: string | null): LayoutState {
  const device = detectDeviceType({
    pwaQuery,
    pwaStored: local.get(STORAGE_KEYS.pwa),
    userAgent: navigator.userAgent,
    width: window.innerWidth,
  });
  return { device, mode: layoutModeFor(device, desktopLock) };
}

/** Decides the layout at boot and again after resizing settles; mirrors it on <html data-layout>. */
export function startLayoutWatch(desktopLock: boolean, pwaQuery: string | null): void {
  if (pwaQuery !== null && pwaQuery !== '0') local.set(STORAGE_KEYS.pwa, '1');
  const apply = () => {
    const next = measure(desktopLock, pwaQuery);
    document.documentElement.dataset.layout = next.mode;
    syncLayoutStyles(next.mode);
    syncThemeColor();
    const prev = useLayout.getState();
    if (prev.mode !== next.mode || prev.device !== next.device) useLayout.setState(next);
  };
  apply();
  let timer: number | undefined;
  window.addEventListener('resize', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(apply, RESIZE_DEBOUNCE_MS);
  });
}

/**
 * A page the server rendered carries its layout's stylesheets (`data-layout-css`): only the showing
 * layout's apply, so a page rendered for the other width does not keep styling this one.
 */
function syncLayoutStyles(mode: LayoutMode): void {
  for (const sheet of document.querySelectorAll<HTMLStyleElement>('style[data-layout-css]')) {
    sheet.disabled = sheet.dataset.layoutCss !== mode;
  }
}

/** The browser's toolbar colour follows the active template's page background. */
function syncThemeColor(): void {
  const color = getComputedStyle(document.documentElement).getPropertyValue('--bg').trim();
  if (color) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}
