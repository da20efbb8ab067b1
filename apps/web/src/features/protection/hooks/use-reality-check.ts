import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGameLaunch } from '../../../shared/stores/game-launch-store';
import { protectionInfoQueryOptions } from '../api/protection-info';
import { useMemberId } from '../api/protection-keys';
import type { KeptPlaying } from '../lib/reality-check';
import { lastMark, nextCheckAt, sessionStart } from '../lib/reality-check';

export interface RealityCheck {
  /** When the page opened its first open game (epoch ms); null while no game is open. */
  since: number | null;
  /** A check is due: the prompt shows until the member answers. */
  due: boolean;
  /** "Keep playing": the next check comes the member's interval from now. */
  keepPlaying: () => void;
}

/**
 * The reality check's clock for the games this page has open (a window, dialog or the /play page): the
 * member's interval (read again each time a game opens, as the Responsible gaming page may have changed
 * it in another window) from the opening, then from each "Keep playing".
 */
export function useRealityCheck(): RealityCheck {
  const memberId = useMemberId();
  const since = useGameLaunch((s) => sessionStart(s.games));
  const info = useQuery({ ...protectionInfoQueryOptions(memberId), enabled: !!memberId && since !== null });
  const minutes = info.data?.reality_check_minutes ?? 0;
  const [kept, setKept] = useState<KeptPlaying | null>(null);
  const mark = lastMark(since, kept);
  const dueAt = mark === null ? null : nextCheckAt(mark, minutes);
  const [firedAt, setFiredAt] = useState<number | null>(null);

  useEffect(() => {
    if (dueAt === null) return;
    const timer = setTimeout(() => setFiredAt(dueAt), Math.max(0, dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [dueAt]);

  return {
    since,
    due: dueAt !== null && firedAt === dueAt,
    keepPlaying: () => {
      if (since !== null) setKept({ since, at: Date.now() });
    },
  };
}
