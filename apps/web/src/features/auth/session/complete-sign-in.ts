import type { LoginReply } from '@playdeck/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { redEnvelopeQueryOptions } from '../../../shared/api/activities/red-envelope';
import { rouletteQueryOptions } from '../../../shared/api/activities/roulette';
import { lettersQueryOptions } from '../../../shared/api/letters/letters';
import { memberLayoutQueryOptions } from '../../../shared/api/member/get-member-layout';
import { memberProfileQueryOptions } from '../../../shared/api/member/get-member-profile';
import { bonusCheckQueryOptions } from '../../../shared/api/programmes/bonus-check';
import { cashSurplusCheckQueryOptions } from '../../../shared/api/programmes/cash-surplus-check';
import { t } from '../../../shared/i18n/translate';
import { nativeAppPlatform } from '../../../shared/lib/device';
import { postTokenLoginSet } from '../../../shared/lib/native-bridge';
import { openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { closeModal, useModal } from '../../../shared/stores/modal-store';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { sessionActions } from '../../../shared/stores/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { track } from '../lib/sign-in-status';
import { setChallenge } from '../stores/auth-flow-store';

/** What a sign-in stores: the login reply (register and social login send the same core fields). */
export type SignInReply = Pick<LoginReply, 'token' | 'member_id' | 'member_account' | 'member_currency'> &
  Partial<Pick<LoginReply, 'member_type' | 'agent_type' | 'first_login_to_change_password'>>;

export interface AfterSignIn {
  queryClient: QueryClient;
  memberId: string;
  /** The member's currency: the site's programmes are set per currency. */
  currency: string;
}

/**
 * The one place to add what a login loads besides the member layout and profile: letters, the
 * roulette activity and the red envelope are prefetched so the badge and the floating widgets show
 * at once; the referral and cash-surplus checks so the member-centre menu
 * knows its programme pages when it opens. The marquee and pop-up discounts join here when their
 * endpoints exist.
 */
export const afterSignIn: ((context: AfterSignIn) => void)[] = [
  ({ queryClient, memberId }) => void queryClient.prefetchQuery(lettersQueryOptions(memberId)),
  ({ queryClient, memberId }) => void queryClient.prefetchQuery(rouletteQueryOptions(memberId)),
  ({ queryClient, memberId }) => void queryClient.prefetchQuery(redEnvelopeQueryOptions(memberId)),
  ({ queryClient, currency }) => void queryClient.prefetchQuery(bonusCheckQueryOptions(currency)),
  ({ queryClient, currency }) => void queryClient.prefetchQuery(cashSurplusCheckQueryOptions(currency)),
];

/** The path of the forced first-login password change on mobile. */
export const FORCED_CHANGE_PATH = '/user/Info';

/**
 * A successful login: store the identity (the realtime client follows the session store and
 * joins the member channels), load the member layout and profile, close the modal and continue to the
 * saved target. A changed currency reloads a mobile page and refreshes the data of a desktop one.
 */
export function completeSignIn(queryClient: QueryClient, reply: SignInReply, { announce = true } = {}): void {
  const shownCurrency = usePreferences.getState().currency;
  const memberId = String(reply.member_id);
  sessionActions.signIn({
    token: reply.token,
    memberId,
    memberAccount: reply.member_account,
    currency: reply.member_currency,
    memberType: reply.member_type,
    agentType: reply.agent_type,
  });
  track('is_signin_success');
  // The operator's native app keeps the token for its own calls.
  postTokenLoginSet(nativeAppPlatform(globalThis.navigator?.userAgent ?? ''), {
    token: reply.token,
    member_id: memberId,
    member_account: reply.member_account,
    member_currency: reply.member_currency,
  });
  if (announce) toast.success(t('login_success'));
  void queryClient.prefetchQuery(memberLayoutQueryOptions(memberId));
  void queryClient.prefetchQuery(memberProfileQueryOptions(memberId));
  for (const step of afterSignIn) step({ queryClient, memberId, currency: reply.member_currency });

  const target = useModal.getState().redirectTo;
  closeModal();
  setChallenge(null);
  const mode = useLayout.getState().mode;
  const forced = reply.first_login_to_change_password === 1;
  const currencyChanged = reply.member_currency !== shownCurrency;
  if (mode === 'mobile' && forced) return void openPage(FORCED_CHANGE_PATH, mode);
  if (mode === 'mobile' && currencyChanged) return location.assign(target ?? location.href);
  // Desktop: the game list (a later issue) and other currency-bound content refetch.
  if (currencyChanged) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
  // A forced change comes first; the desktop modal opens from the member layout.
  if (target && !forced) void openPage(target, mode);
}

export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return (reply: SignInReply, options?: { announce?: boolean }) => completeSignIn(queryClient, reply, options);
}
