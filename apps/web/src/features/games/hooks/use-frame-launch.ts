import { useEffect } from 'react';
import { playGame } from '../../../shared/games/launch-game';
import { frameLaunchRequest } from '../lib/frame-message';

/** Whether a message came from a frame inside this page (only those may ask for a game). */
function fromChildFrame(source: MessageEventSource | null): boolean {
  if (!source) return false;
  for (let i = 0; i < window.frames.length; i += 1) if (window.frames[i] === source) return true;
  return false;
}

/** S§7: a framed page's message with a code containing U003 opens the game it names. */
export function useFrameLaunch(): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!fromChildFrame(event.source)) return;
      const request = frameLaunchRequest(event.data);
      if (request) playGame(request);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
