import { afterEach, describe, expect, it, vi } from 'vitest';

const sendPixelEvent = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../../shared/analytics/pixel', () => ({ sendPixelEvent }));

const { onRegistrationEvent, track } = await import('./registration-events');

describe('registration-completed pixel event', () => {
  afterEach(() => sendPixelEvent.mockClear());

  it('hands the pixel its CompleteRegistration with the member id, and tells listeners', () => {
    const listener = vi.fn();
    const stop = onRegistrationEvent(listener);
    track('registration_completed', { member_id: '42' });
    stop();
    expect(sendPixelEvent).toHaveBeenCalledWith('track', 'CompleteRegistration', { member_id: '42' });
    expect(listener).toHaveBeenCalledWith('registration_completed', { member_id: '42' });
  });
});
