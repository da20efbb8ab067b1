import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetMemberLinkProblem, onMemberLinkLost, reportMemberLinkLost } from './member-link';

describe('member link reports', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    forgetMemberLinkProblem();
  });

  it('delivers a refusal reported before anyone listened to the first listener', () => {
    reportMemberLinkLost('refused');
    const listener = vi.fn();
    stops.push(onMemberLinkLost(listener));
    expect(listener).toHaveBeenCalledExactlyOnceWith('refused');
    const later = vi.fn();
    stops.push(onMemberLinkLost(later));
    expect(later).not.toHaveBeenCalled();
  });

  it('tells every listener at once when someone listens', () => {
    const listener = vi.fn();
    stops.push(onMemberLinkLost(listener));
    reportMemberLinkLost('timeout');
    expect(listener).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('drops a held report once the token changed', () => {
    reportMemberLinkLost('refused');
    forgetMemberLinkProblem();
    const listener = vi.fn();
    stops.push(onMemberLinkLost(listener));
    expect(listener).not.toHaveBeenCalled();
  });
});
