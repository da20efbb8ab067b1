import type { RoulettePrize } from '@playdeck/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPIN_MS, segmentAtPointer } from '../lib/wheel';
import {
  closeAward,
  closeWheel,
  landOn,
  openWheel,
  resetSpin,
  spinFailed,
  startSpin,
  useRouletteSpin,
} from './roulette-spin-store';

const gold: RoulettePrize = { prize_id: 7, label: 'Gold', cash: '2.50', item: null };
const state = () => useRouletteSpin.getState();

describe('a roulette spin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetSpin();
    openWheel();
  });
  afterEach(() => vi.useRealTimers());

  it('turns to the prize and shows it when the wheel stops, not before', () => {
    expect(startSpin()).toBe(true);
    landOn(gold, 2, 4, false);
    expect(state()).toMatchObject({ animate: true, award: null, spinning: true });
    expect(segmentAtPointer(state().rotation, 4)).toBe(2);
    vi.advanceTimersByTime(SPIN_MS - 1);
    expect(state().award).toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().award).toEqual(gold);
  });

  it('refuses a second spin until the prize alert is closed, which resets the wheel', () => {
    startSpin();
    expect(startSpin()).toBe(false);
    landOn(gold, 1, 4, true);
    expect(state().award).toEqual(gold);
    expect(closeAward()).toEqual(gold);
    expect(state()).toMatchObject({ spinning: false, rotation: 0, award: null });
    expect(startSpin()).toBe(true);
  });

  it('shows the prize at once when the wheel is closed while it turns', () => {
    startSpin();
    landOn(gold, 0, 4, false);
    closeWheel();
    expect(state()).toMatchObject({ wheelOpen: false, award: gold });
    vi.advanceTimersByTime(SPIN_MS);
    expect(state().award).toEqual(gold); // the stopped timer does not show it twice or clear it
  });

  it('shows the prize as soon as the answer arrives when the wheel was closed before it', () => {
    startSpin();
    closeWheel();
    expect(state().award).toBeNull();
    landOn(gold, 3, 4, false);
    expect(state()).toMatchObject({ award: gold, animate: false });
  });

  it('frees the wheel after a refused spin, and forgets a spin when the member leaves', () => {
    startSpin();
    spinFailed();
    expect(state().spinning).toBe(false);
    startSpin();
    landOn(gold, 0, 4, false);
    resetSpin();
    vi.advanceTimersByTime(SPIN_MS);
    expect(state()).toMatchObject({ award: null, spinning: false, wheelOpen: false });
  });
});
