import type { MemberCommonLayout } from '@playdeck/contract';
import { useSession } from '../../stores/session-store';
import { memberLayoutQueryOptions } from '../member/get-member-layout';
import { queryClient } from '../query-client';
import { myCashQueryOptions } from './my-cash';

/** Reloads the header balance and the wallet list (after a game is left or money was brought back). */
export function refreshBalance(): void {
  const memberId = useSession.getState().memberId;
  if (!memberId) return;
  void queryClient.invalidateQueries({ queryKey: memberLayoutQueryOptions(memberId).queryKey });
  void queryClient.invalidateQueries({ queryKey: myCashQueryOptions(memberId).queryKey });
}

/** A known new main balance (play reply, member.cash push) replaces the shown one without a request. */
export function setMemberCash(cash: string): void {
  const { queryKey } = memberLayoutQueryOptions(useSession.getState().memberId);
  queryClient.setQueryData<MemberCommonLayout>(queryKey, (old) => old && { ...old, member_cash: cash });
}
