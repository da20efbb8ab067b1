import type { PageAnalytics } from '@playdeck/contract';
import { ANALYTICS_TAGS } from '@playdeck/contract';
import type { TagHost } from './tag-scripts';
import { installTag } from './tag-scripts';

/** Every tag that is on for this page, each with its own script. */
export function loadAnalytics(page: PageAnalytics, host: TagHost): void {
  for (const tag of ANALYTICS_TAGS) {
    const id = page.tags[tag];
    if (id) installTag(host, tag, id);
  }
}

interface IdleWindow {
  document: { readyState: string };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (work: () => void, options: { timeout: number }) => unknown;
  setTimeout(work: () => void, ms: number): unknown;
}

/**
 * The vendors' scripts come after the page has loaded and the browser is idle, so they never compete
 * with the first paint or the first interaction (DESIGN: the first paint is cheap).
 */
export function whenLoadedAndIdle(win: IdleWindow, work: () => void): void {
  const idle = () =>
    win.requestIdleCallback ? win.requestIdleCallback(work, { timeout: 5_000 }) : win.setTimeout(work, 2_000);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
