import type { Bulletin, BulletinLocation, DisplayDevice, DisplayFrequency } from '@playdeck/contract';
import { BULLETIN_LOCATION, DISPLAY_DEVICE, DISPLAY_FREQUENCY } from '@playdeck/contract';
import type { LayoutMode } from '../../../shared/lib/device';
import { isDepositPage } from '../../../shared/lib/member-links';

export interface BulletinTarget {
  display_device: DisplayDevice;
  display_location: BulletinLocation;
}

/** What the bulletin calls ask for: the layout's device (1 desktop, 2 mobile) and the page's location. */
export function bulletinTarget(mode: LayoutMode, pathname: string, search = ''): BulletinTarget {
  // The deposit page has a pop-up location of its own.
  const depositPage = isDepositPage(pathname, search);
  return {
    display_device: mode === 'desktop' ? DISPLAY_DEVICE.desktop : DISPLAY_DEVICE.mobile,
    display_location: depositPage ? BULLETIN_LOCATION.deposit : BULLETIN_LOCATION.normal,
  };
}

/**
 * The pop-up belongs to the site's pages, not to the member's own ones: inside the member and agent
 * centres it would cover the forms being filled in. The deposit page is the exception, as it has a
 * pop-up location of its own.
 */
export function popupAllowedOn(pathname: string, search = ''): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const centre = /^\/(user|proxy)(\/|$)/.test(path);
  return !centre || bulletinTarget('mobile', pathname, search).display_location === BULLETIN_LOCATION.deposit;
}

/** The newest updated_at of the items in ms; unreadable dates count as never (0). */
export function latestUpdate(items: readonly Pick<Bulletin, 'updated_at'>[]): number {
  return items.reduce((latest, item) => {
    const at = Date.parse(item.updated_at);
    return Number.isNaN(at) ? latest : Math.max(latest, at);
  }, 0);
}

/** The history's order: newest updated_at first; equal or unreadable dates keep the server's order. */
export function newestFirst<T extends Pick<Bulletin, 'updated_at'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => latestUpdate([b]) - latestUpdate([a]));
}

/** The stored close time (ms since epoch), or null when absent or unreadable. */
export function parseClosedAt(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const at = Number(raw);
  return Number.isFinite(at) ? at : null;
}

export interface PopupDecisionInput {
  items: readonly Pick<Bulletin, 'updated_at'>[];
  frequency: DisplayFrequency;
  member: boolean;
  /** When the pop-up was last closed in this browser session (sessionStorage), ms since epoch. */
  closedAt: number | null;
}

/**
 * Whether the pop-up discount opens on this page load (decision 0011 as the lead set it):
 * - nothing to show → never;
 * - every visit (2) → always;
 * - until hidden (0) for a member → always: the server already leaves out what the member hid;
 * - per session (1), and 0 for a visitor (who cannot hide server-side) → when it was not closed in this
 *   session yet, or something changed after it was closed.
 */
export function shouldShowPopup({ items, frequency, member, closedAt }: PopupDecisionInput): boolean {
  if (items.length === 0) return false;
  if (frequency === DISPLAY_FREQUENCY.everyVisit) return true;
  if (frequency === DISPLAY_FREQUENCY.untilHidden && member) return true;
  return closedAt === null || closedAt < latestUpdate(items);
}

/** Closing as a member with frequency 0 hides the pop-up for good on the server. */
export function hidesOnServer(frequency: DisplayFrequency, member: boolean): boolean {
  return member && frequency === DISPLAY_FREQUENCY.untilHidden;
}
