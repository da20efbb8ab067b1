import type { ReactNode } from 'react';
import { startTransition, useEffect, useState } from 'react';

let firstRenderDone = false;

/**
 * Mounts its children in a task of their own once the first screen has rendered. What they start (a
 * chunk's preload links, its evaluation, its first render and calls) then no longer lengthens the one
 * long task that paints the page: a phone answers a tap between the pieces. Each boundary waits for its
 * own task, so two of them never add up; after the first screen, children mount at once.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(firstRenderDone);
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => {
      firstRenderDone = true;
      // A transition renders them in slices, between which the page answers input.
      startTransition(() => setReady(true));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
