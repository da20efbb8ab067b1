import type { RoulettePrize } from '@playdeck/contract';
import { create } from 'zustand';
import { SPIN_MS, spinTarget } from '../lib/wheel';

export interface RouletteSpinState {
  wheelOpen: boolean;
  /** From the spin press until its prize alert is closed: one spin at a time. */
  spinning: boolean;
  rotation: number;
  animate: boolean;
  /** The prize alert on screen. */
  award: RoulettePrize | null;
}

const idle = { spinning: false, rotation: 0, animate: false, award: null };

/**
 * A spin's life, kept apart from the wheel dialog: once the server answers, the prize is paid, so the
 * member must see it even if the wheel was closed mid-spin (×, Escape, a page change) and its dialog is
 * gone. The prize alert is shown by the launcher, which lives as long as the member is logged in.
 */
export const useRouletteSpin = create<RouletteSpinState>(() => ({ wheelOpen: false, ...idle }));

const set = useRouletteSpin.setState;
const get = useRouletteSpin.getState;

/** The prize won while the wheel turns towards it, until its alert is shown. */
let landing: { prize: RoulettePrize; timer: ReturnType<typeof setTimeout> | undefined } | undefined;

/** Shows the prize now: the wheel stopped, or there is no wheel on screen to watch any more. */
export function revealPrize(): void {
  if (!landing) return;
  clearTimeout(landing.timer);
  const { prize } = landing;
  landing = undefined;
  set({ award: prize });
}

export const openWheel = () => set({ wheelOpen: true });

/** Closing the wheel mid-spin does not hide the prize: it is shown at once (or when the answer arrives). */
export function closeWheel(): void {
  set({ wheelOpen: false });
  revealPrize();
}

/** False while a spin is under way, so a second press does nothing. */
export function startSpin(): boolean {
  if (get().spinning) return false;
  set({ spinning: true });
  return true;
}

export const spinFailed = () => set({ spinning: false });

/**
 * The server's answer: the wheel turns to prize `index` of `count` (ten turns, 1.5 s), then the prize shows.
 * With `quick` (quick spin, reduced motion) or no wheel on screen it shows at once.
 */
export function landOn(prize: RoulettePrize, index: number, count: number, quick: boolean): void {
  const skip = quick || !get().wheelOpen;
  set((s) => ({ animate: !skip, rotation: spinTarget(s.rotation, index, count, Math.random()) }));
  landing = { prize, timer: undefined };
  if (skip) revealPrize();
  else landing.timer = setTimeout(revealPrize, SPIN_MS);
}

/** Closing the prize alert resets the wheel; the prize closed is returned to its caller. */
export function closeAward(): RoulettePrize | null {
  const { award } = get();
  set(idle);
  return award;
}

/** The member left (logged out): nothing of this spin may show to whoever logs in next. */
export function resetSpin(): void {
  clearTimeout(landing?.timer);
  landing = undefined;
  set({ wheelOpen: false, ...idle });
}
