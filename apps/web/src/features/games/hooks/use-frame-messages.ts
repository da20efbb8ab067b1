import { useEffect } from 'react';
import { playGame } from '../../../shared/games/launch-game';
import { frameLaunchRequest } from '../lib/frame-message';

/** The frame inside this page whose window sent a message (only those may ask anything of the site). */
function childFrame(source: MessageEventSource | null): HTMLIFrameElement | undefined {
  if (!source) return undefined;
  return [...document.querySelectorAll('iframe')].find((frame) => frame.contentWindow === source);
}

/**
 * Messages from framed pages: a code containing U003 opens the game it names. (S001, a frame's content
 * height, each frame hears itself: useFrameHeight.)
 */
export function useFrameMessages(): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!childFrame(event.source)) return;
      const request = frameLaunchRequest(event.data);
      if (request) playGame(request);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
