import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRegistrationEvent, track } from './registration-events';

describe('registration-completed pixel event (TR-03)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fires the pixel's CompleteRegistration with the member id, and tells listeners", () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    const listener = vi.fn();
    const stop = onRegistrationEvent(listener);
    track('registration_completed', { member_id: '42' });
    stop();
    expect(fbq).toHaveBeenCalledWith('track', 'CompleteRegistration', { member_id: '42' });
    expect(listener).toHaveBeenCalledWith('registration_completed', { member_id: '42' });
  });

  it('without a pixel on the page, only listeners hear of it', () => {
    expect(() => track('registration_completed', { member_id: '42' })).not.toThrow();
  });
});
