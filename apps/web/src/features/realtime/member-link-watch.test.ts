import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemberLinkWatch } from './member-link-watch';

describe('member link watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a member channel without an ack after the wait', () => {
    const report = vi.fn();
    const watch = createMemberLinkWatch(report, 2_000);
    watch.observe('member.7', 'sent');
    vi.advanceTimersByTime(1_999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledWith('timeout');
  });

  it('is satisfied by an ok ack, and reports a refusal at once', () => {
    const report = vi.fn();
    const watch = createMemberLinkWatch(report, 2_000);
    watch.observe('member.7', 'sent');
    watch.observe('member.7', { ok: true });
    vi.advanceTimersByTime(5_000);
    expect(report).not.toHaveBeenCalled();
    watch.observe('presence-member.USD', 'sent');
    watch.observe('presence-member.USD', { ok: false, code: 401 });
    expect(report).toHaveBeenCalledWith('refused');
  });

  it('ignores public channels and forgets pending waits on reset (socket dropped, channels left)', () => {
    const report = vi.fn();
    const watch = createMemberLinkWatch(report, 2_000);
    watch.observe('web_member', 'sent');
    watch.observe('web_api.USD', { ok: false, code: 404 });
    watch.observe('member.USD', 'sent');
    watch.reset();
    vi.advanceTimersByTime(5_000);
    expect(report).not.toHaveBeenCalled();
  });
});
