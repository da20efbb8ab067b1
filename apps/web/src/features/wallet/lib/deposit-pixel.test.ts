import { describe, expect, it } from 'vitest';
import { depositPixelEvents, depositPixelTiming, pixelCurrency, serverPixelEvent } from './deposit-pixel';

const first = { order_number: 'D20260101ABCD', deposit_amount: '100.00', deposit_times: 1 };

describe('deposit pixel', () => {
  it('fires once, from the main window, once its member-centre window is closed', () => {
    const main = { native: false, openedBySite: false, userWindowOpen: false };
    expect(depositPixelTiming(main)).toBe('now');
    expect(depositPixelTiming({ ...main, userWindowOpen: true })).toBe('when-user-window-closes');
    expect(depositPixelTiming({ ...main, openedBySite: true })).toBe('never');
    expect(depositPixelTiming({ ...main, native: true })).toBe('never');
  });

  it('sends e_first_pay for the first deposit, e_pay after, and Purchase with the order as event id', () => {
    const events = depositPixelEvents(first, 'USD');
    expect(events).toEqual([
      {
        method: 'trackCustom',
        name: 'e_first_pay',
        data: { value: '100.00', currency: 'USD' },
        eventID: 'D20260101ABCD',
      },
      { method: 'track', name: 'Purchase', data: { value: '100.00', currency: 'USD' }, eventID: 'D20260101ABCD' },
    ]);
    expect(depositPixelEvents({ ...first, deposit_times: 2 }, 'USD')[0]?.name).toBe('e_pay');
    expect(depositPixelEvents({ ...first, deposit_times: 0 }, 'USD')[0]?.name).toBe('e_pay');
  });

  it('reports ISO currency codes', () => {
    expect(pixelCurrency('RMB')).toBe('CNY');
    expect(pixelCurrency('WON')).toBe('KRW');
    expect(pixelCurrency('THB')).toBe('THB');
  });

  it('sends the same event to the server with unix seconds', () => {
    const [purchase] = depositPixelEvents(first, 'USD').slice(1);
    expect(serverPixelEvent(purchase!, 1_767_225_600_999, { fbp: 'fb.1.1.1' })).toEqual({
      eventName: 'Purchase',
      eventTime: 1_767_225_600,
      eventID: 'D20260101ABCD',
      customData: { value: '100.00', currency: 'USD' },
      userData: { fbp: 'fb.1.1.1' },
    });
    expect(serverPixelEvent(purchase!, 0)).not.toHaveProperty('userData');
  });
});
