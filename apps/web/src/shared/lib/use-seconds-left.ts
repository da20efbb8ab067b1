import { useEffect, useState } from 'react';

/** Whole seconds until `until` (epoch ms), ticking once a second while above zero. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // First tick at once (a new `until` must not be measured against an old clock reading), then per second.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
