import { SLIDING_SCROLL_MS } from '@playdeck/contract';

/** Ease in and out: slow start, slow finish, so a sliding strip does not jerk. */
function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

/** Where a sliding scroll from `from` to `to` stands `elapsedMs` into its 500 ms slide. */
export function slideOffsetAt(from: number, to: number, elapsedMs: number, durationMs = SLIDING_SCROLL_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  return from + (to - from) * easeInOut(progress);
}

/** The scrollLeft that centres `child` in `strip`, kept within the strip's scroll range. */
export function centredScrollLeft(strip: HTMLElement, child: HTMLElement): number {
  const target = child.offsetLeft - (strip.clientWidth - child.offsetWidth) / 2;
  return Math.min(Math.max(0, target), Math.max(0, strip.scrollWidth - strip.clientWidth));
}

/**
 * Slides a horizontal strip so `child` sits in its middle, over SLIDING_SCROLL_MS; at once for visitors
 * who asked for reduced motion.
 */
export function slideIntoCentre(strip: HTMLElement, child: HTMLElement): void {
  const from = strip.scrollLeft;
  const to = centredScrollLeft(strip, child);
  if (from === to) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    strip.scrollLeft = to;
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    strip.scrollLeft = slideOffsetAt(from, to, elapsed);
    if (elapsed < SLIDING_SCROLL_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
