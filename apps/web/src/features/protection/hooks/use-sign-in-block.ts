import type { ProtectionBlock } from '@playdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { session } from '../../../shared/lib/storage';
import { protectionInfoQueryOptions } from '../api/protection-info';
import { useMemberId } from '../api/protection-keys';

/** sessionStorage: the member this tab has already told about their break or exclusion (or found none). */
export const BLOCK_TOLD_KEY = 'playdeck.protection_block_told';

/**
 * A member on a break or self-excluded may still sign in (to withdraw, to read their history): once per
 * sign-in in this tab, the block is told. Mounted for members only, so signing out (unmounting) forgets
 * it and the next sign-in tells again.
 */
export function useSignInBlock(): { block: ProtectionBlock | null; dismiss: () => void } {
  const memberId = useMemberId();
  const [told, setTold] = useState(() => session.get(BLOCK_TOLD_KEY));
  const pending = !!memberId && told !== memberId;
  const info = useQuery({ ...protectionInfoQueryOptions(memberId), enabled: pending });
  const found = info.data;

  useEffect(() => () => session.remove(BLOCK_TOLD_KEY), []);
  useEffect(() => {
    // Nothing to tell: the next pages of this tab need not ask again.
    if (memberId && found && !found.block) session.set(BLOCK_TOLD_KEY, memberId);
  }, [memberId, found]);

  return {
    block: pending ? (found?.block ?? null) : null,
    dismiss: () => {
      if (!memberId) return;
      session.set(BLOCK_TOLD_KEY, memberId);
      setTold(memberId);
    },
  };
}
