import type { CallRequest, RealtimeEvents } from '@playdeck/contract';
import type { PixelEvent } from './payment-events';

export type DepositSuccess = RealtimeEvents['member_deposit.success'];

export interface PixelWindow {
  /** Inside the operator's iOS or Android app (the app reports conversions itself). */
  native: boolean;
  /** This window was opened by another window of the site that is still open (member centre popup). */
  openedBySite: boolean;
  /** This window opened the member-centre popup (the "user window") and it is still open. */
  userWindowOpen: boolean;
}

export type PixelTiming = 'now' | 'when-user-window-closes' | 'never';

/**
 * Deposit success sends the pixel events only on a non-native platform whose user window is closed.
 * Every window of the site hears member_deposit.success; the events must leave once, from the main
 * window. A popup opened by a live site window leaves them to it; the main window sends them at once,
 * or, while its member-centre popup is open, as soon as that closes.
 */
export function depositPixelTiming(w: PixelWindow): PixelTiming {
  if (w.native || w.openedBySite) return 'never';
  return w.userWindowOpen ? 'when-user-window-closes' : 'now';
}

/** The site's currency ids that are not ISO 4217 codes, which the ad platform expects. */
const ISO_CURRENCY: Record<string, string> = { RMB: 'CNY', WON: 'KRW' };
export const pixelCurrency = (currency: string) => ISO_CURRENCY[currency] ?? currency;

/** The deposit's pixel events: e_first_pay on the first deposit (else e_pay), and Purchase with the amount and currency. */
export function depositPixelEvents(success: DepositSuccess, currency: string): PixelEvent[] {
  const data = { value: success.deposit_amount, currency: pixelCurrency(currency) };
  const eventID = success.order_number;
  return [
    { method: 'trackCustom', name: success.deposit_times === 1 ? 'e_first_pay' : 'e_pay', data, eventID },
    { method: 'track', name: 'Purchase', data, eventID },
  ];
}

/** The same event for /api/fb_tracking, which the server forwards for de-duplication by eventID. */
export function serverPixelEvent(
  event: PixelEvent,
  nowMs: number,
  userData: Record<string, string> = {},
): CallRequest<'fbTracking'> {
  return {
    eventName: event.name,
    eventTime: Math.floor(nowMs / 1000),
    eventID: event.eventID,
    customData: event.data,
    ...(Object.keys(userData).length > 0 ? { userData } : {}),
  };
}
