import { useEffect } from 'react';
import { playGame } from '../../../shared/games/launch-game';
import { frameHeightRequest, frameLaunchRequest } from '../lib/frame-message';

/** The frame inside this page whose window sent a message (only those may ask anything of the site). */
function childFrame(source: MessageEventSource | null): HTMLIFrameElement | undefined {
  if (!source) return undefined;
  return [...document.querySelectorAll('iframe')].find((frame) => frame.contentWindow === source);
}

/**
 * Messages from framed pages: a code containing U003 opens the game it names; S001 carries the sender's
 * content height, and its frame is resized to it.
 */
export function useFrameMessages(): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = childFrame(event.source);
      if (!frame) return;
      const height = frameHeightRequest(event.data);
      if (height !== undefined) {
        frame.style.height = `${height}px`;
        return;
      }
      const request = frameLaunchRequest(event.data);
      if (request) playGame(request);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
