import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_NOTICE_KEY, leaveSessionNotice, sessionNoticeKey, takeSessionNotice } from './session-notice';

describe('sessionNoticeKey', () => {
  it.each([
    [102, 'account_disable'],
    [103, 'account_freezen'],
    [3208, 'auth.password_changed_elsewhere'],
    [3502, 'auth.signed_out_time_out'],
    [3503, 'auth.signed_out_self_exclusion'],
    [401, 'auth.session_ended'],
    [undefined, 'auth.session_ended'],
    [999, 'auth.session_ended'],
  ])('code %s says %s', (code, key) => {
    expect(sessionNoticeKey(code)).toBe(key);
  });
});

describe('the notice across the reload', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown once', () => {
    leaveSessionNotice(3208);
    expect(takeSessionNotice()).toBe('auth.password_changed_elsewhere');
    expect(takeSessionNotice()).toBeNull();
  });

  it('ignores anything that is not one of its texts', () => {
    store.set(SESSION_NOTICE_KEY, '<img src=x>');
    expect(takeSessionNotice()).toBeNull();
    expect(store.has(SESSION_NOTICE_KEY)).toBe(false);
  });
});
