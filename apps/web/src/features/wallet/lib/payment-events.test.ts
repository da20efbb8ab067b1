import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PixelEvent } from './payment-events';

const sendPixelEvent = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../../shared/analytics/pixel', () => ({ sendPixelEvent }));

const { onPixelEvent, track } = await import('./payment-events');

const event: PixelEvent = {
  method: 'track',
  name: 'Purchase',
  data: { value: '1.00', currency: 'USD' },
  eventID: 'X1',
};

describe('track', () => {
  afterEach(() => sendPixelEvent.mockClear());

  it('tells listeners and hands the event, with its id, to the pixel', () => {
    const heard: PixelEvent[] = [];
    const off = onPixelEvent((e) => heard.push(e));
    expect(track(event)).toBe(true);
    off();
    expect(heard).toEqual([event]);
    expect(sendPixelEvent).toHaveBeenCalledWith('track', 'Purchase', { value: '1.00', currency: 'USD' }, 'X1');
  });

  it('answers false where the pixel is off, so the server copy is not sent either', () => {
    sendPixelEvent.mockReturnValueOnce(false);
    expect(track(event)).toBe(false);
  });
});
