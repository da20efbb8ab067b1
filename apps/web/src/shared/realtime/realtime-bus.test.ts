import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PUSH_MS, emitRealtime, onRealtime } from './realtime-bus';

const cash = (value: string) => ({ channel: 'member.1', event: 'member.cash', data: { cash: value } }) as const;

describe('realtime bus', () => {
  afterEach(() => vi.useRealTimers());

  it('hands a push that came before any listener to the first one, once', () => {
    emitRealtime(cash('10.00'));
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onRealtime('member.cash', first);
    const offSecond = onRealtime('member.cash', second);
    expect(first).toHaveBeenCalledWith({ cash: '10.00' }, cash('10.00'));
    expect(second).not.toHaveBeenCalled();
    emitRealtime(cash('20.00'));
    expect(second).toHaveBeenCalledWith({ cash: '20.00' }, cash('20.00'));
    offFirst();
    offSecond();
  });

  it('forgets an early push once it is too old to be news', () => {
    vi.useFakeTimers();
    emitRealtime(cash('30.00'));
    vi.advanceTimersByTime(EARLY_PUSH_MS + 1);
    const late = vi.fn();
    const off = onRealtime('member.cash', late);
    expect(late).not.toHaveBeenCalled();
    off();
  });

  it('keeps delivering to the others when one listener throws', () => {
    const broken = vi.fn(() => {
      throw new Error('boom');
    });
    const fine = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offs = [onRealtime('letter.sent', broken), onRealtime('letter.sent', fine)];
    emitRealtime({ channel: 'member.1', event: 'letter.sent', data: {} });
    expect(fine).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalled();
    offs.forEach((off) => off());
    errors.mockRestore();
  });
});
