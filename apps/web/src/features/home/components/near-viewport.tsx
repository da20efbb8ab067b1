import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { isHydrating } from '../../../shared/lib/hydration-state';

/** How far below the screen a section starts rendering, so it is there before the visitor scrolls to it. */
const AHEAD = '400px';

/**
 * Renders its children once their place comes near the screen. The home page's lower sections (jackpot,
 * hot games, demo games) and their calls then cost nothing while the first screen loads; a placeholder of
 * `minHeight` holds their place so the page does not jump when they appear. The server renders them (a
 * crawler reads them), and a page hydrating that markup keeps them.
 */
export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || isHydrating());
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={box} style={{ minHeight }} aria-hidden="true" />;
}
