import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/call-api';
import { bonusCheckQueryOptions } from '../../../shared/api/programmes/bonus-check';
import { cashSurplusCheckQueryOptions } from '../../../shared/api/programmes/cash-surplus-check';
import { config } from '../../../shared/config/public-config';
import { useSession } from '../../../shared/stores/session-store';
import { completeSignIn } from './complete-sign-in';

vi.mock('../../../shared/api/call-api', () => ({ callApi: vi.fn() }));
vi.mock('../../../shared/lib/navigation', () => ({ openPage: vi.fn(), navigateTo: vi.fn() }));
vi.mock('../../../shared/ui/toast/toast-store', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = vi.mocked(callApi);
const storage = new Map<string, string>();

/** What each call answers: enough for the prefetches to settle. */
const REPLIES: Record<string, unknown> = {
  bonusSettingCheck: { is_friend: 1 },
  cashSurplusCheck: { active: 1 },
  memberProfile: { member_profile: { member_account: 'demo001' } },
  memberLayout: { member_common_layout: { member_account: 'demo001' } },
  letters: { list: [] },
  roulette: { detail: null },
  redEnvelopePromotion: { envelope: null },
};

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  vi.stubGlobal('location', { href: 'http://site.test/', assign: vi.fn() });
  api.mockReset();
  api.mockImplementation((name: string) => Promise.resolve(REPLIES[name] ?? {}) as never);
});
afterEach(() => vi.unstubAllGlobals());

const reply = { token: 'tok', member_id: 42, member_account: 'demo001', member_currency: 'USD' };

describe('completing a sign-in', () => {
  it('asks the referral check, the cash-surplus check and the profile for the member', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    completeSignIn(queryClient, reply, { announce: false });
    expect(useSession.getState().memberId).toBe('42');

    const calls = api.mock.calls.map(([name, body]) => [name, body]);
    expect(calls).toContainEqual(['bonusSettingCheck', { site_id: config.SITE_ID, member_currency: 'USD' }]);
    expect(calls).toContainEqual(['cashSurplusCheck', { site_id: config.SITE_ID, currency: 'USD' }]);
    expect(calls).toContainEqual(['memberProfile', {}]);

    // The answers land where the menu and the pages read them.
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(bonusCheckQueryOptions('USD').queryKey)).toEqual({ is_friend: 1 });
      expect(queryClient.getQueryData(cashSurplusCheckQueryOptions('USD').queryKey)).toEqual({ active: 1 });
    });
  });

  it('asks each check once per sign-in', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    completeSignIn(queryClient, reply, { announce: false });
    const names = api.mock.calls.map(([name]) => name);
    expect(names.filter((n) => n === 'bonusSettingCheck')).toHaveLength(1);
    expect(names.filter((n) => n === 'cashSurplusCheck')).toHaveLength(1);
    expect(names.filter((n) => n === 'memberProfile')).toHaveLength(1);
  });
});
