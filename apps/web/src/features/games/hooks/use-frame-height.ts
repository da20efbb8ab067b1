import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { frameHeightRequest } from '../lib/frame-message';

/**
 * Sizes a frame to the content height its page reports (S001), listening from the commit that puts the
 * frame in the page: a page reports on load and when it resizes, so a listener added later (the games
 * runtime loads after the first paint) would miss a frame opened right after a page load, leaving it a
 * small box that scrolls inside.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>): void {
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const element = frame.current;
      if (!element || event.source !== element.contentWindow) return;
      const height = frameHeightRequest(event.data);
      if (height !== undefined) element.style.height = `${height}px`;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
}
