import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { protectionKey, useMemberId } from '../api/protection-keys';
import { reportPlay } from '../api/protection-play';
import { beatWhilePlaying } from '../lib/play-beat';

export interface PlayBeat {
  /** The server's message once a play-time limit is reached; null when there is nothing to tell. */
  reached: string | null;
  dismiss: () => void;
}

/**
 * Tells the server each minute the page has a game open, so a play-time limit holds (decision 0052); when the
 * limit is reached the games are left and the member told, once for that run of play (lib/play-beat).
 */
export function usePlayBeat(leaveGames: () => Promise<void>): PlayBeat {
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  const [reached, setReached] = useState<string | null>(null);
  // The frame may pass a new function on a render: the watch, started once per member, calls the latest.
  const leave = useEffectEvent(() => leaveGames());
  const refresh = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: protectionKey(memberId), exact: true });
  });

  useEffect(() => {
    if (!memberId) return;
    return beatWhilePlaying({
      beat: reportPlay,
      leaveGames: () => leave(),
      tell: setReached,
      refresh: () => refresh(),
    });
  }, [memberId]);

  return { reached, dismiss: () => setReached(null) };
}
