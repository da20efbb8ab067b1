import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PixelEvent } from './payment-events';
import { onPixelEvent, track } from './payment-events';

const event: PixelEvent = {
  method: 'track',
  name: 'Purchase',
  data: { value: '1.00', currency: 'USD' },
  eventID: 'X1',
};

describe('track', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells listeners and calls the page pixel when one is loaded', () => {
    const fbq = vi.fn();
    vi.stubGlobal('window', { fbq });
    const heard: PixelEvent[] = [];
    const off = onPixelEvent((e) => heard.push(e));
    track(event);
    off();
    expect(heard).toEqual([event]);
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: '1.00', currency: 'USD' }, { eventID: 'X1' });
  });

  it('does nothing more without a pixel', () => {
    vi.stubGlobal('window', {});
    expect(() => track(event)).not.toThrow();
  });
});
