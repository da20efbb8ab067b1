import { describe, expect, it } from 'vitest';
import type { LaunchCheck } from './launch-rules';
import { gameKey, launchRefusal, openTypeFor, secondsLeft } from './launch-rules';

const free: LaunchCheck = {
  siteClosed: false,
  isStarting: false,
  isQuitting: false,
  openKeys: [],
  playing: false,
  balanceBackRunning: false,
  desktop: true,
};
const key = gameKey({ gp_id: 'GP01', game_type: 2, game_code: 'slot-dragon-gold' });

describe('play rules', () => {
  it('lets a game start when nothing is going on', () => {
    expect(key).toBe('GP01:2:slot-dragon-gold');
    expect(launchRefusal(free, key)).toBeNull();
  });

  it('refuses in the spec order: closed, starting, quitting, duplicate, playing (not desktop), balance back', () => {
    const all: LaunchCheck = {
      siteClosed: true,
      isStarting: true,
      isQuitting: true,
      openKeys: [key],
      playing: true,
      balanceBackRunning: true,
      desktop: false,
    };
    expect(launchRefusal(all, key)).toBe('r88close_msg');
    expect(launchRefusal({ ...all, siteClosed: false }, key)).toBe('pg.alert_starting');
    expect(launchRefusal({ ...all, siteClosed: false, isStarting: false }, key)).toBe('pg.alert_quitting');
    const open = { ...all, siteClosed: false, isStarting: false, isQuitting: false };
    expect(launchRefusal(open, key)).toBe('pg.alert_duplicate');
    expect(launchRefusal({ ...open, openKeys: ['GP02:2:other'] }, key)).toBe('pg.err_is_playing');
    expect(launchRefusal({ ...open, openKeys: [], playing: true }, key)).toBe('pg.err_is_playing');
    expect(launchRefusal({ ...open, openKeys: [], playing: false }, key)).toBe('one_key_waiting');
  });

  it('allows a second, different game on desktop only', () => {
    const one = { ...free, openKeys: ['GP02:3:lobby'], playing: true };
    expect(launchRefusal(one, key)).toBeNull();
    expect(launchRefusal({ ...one, desktop: false }, key)).toBe('pg.err_is_playing');
  });
});

describe('open type', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36';
  const facebook = 'Mozilla/5.0 (iPhone) Mobile/15E148 [FBAN/FBIOS;FBAV/400]';
  const rules = [
    { gpId: 'GP10', gameType: 6, open: 'modal' as const },
    { gameType: 4, open: 'page' as const },
  ];
  const input = {
    device: 'desktop' as const,
    mode: 'desktop' as const,
    userAgent: chrome,
    gpId: 'GP01',
    gameType: 2,
    rules,
  };

  it('uses a window by default and the listed provider/type pairs on desktop', () => {
    expect(openTypeFor(input)).toBe('window');
    expect(openTypeFor({ ...input, gpId: 'GP10', gameType: 6 })).toBe('modal');
    expect(openTypeFor({ ...input, gpId: 'GP10', gameType: 2 })).toBe('window');
    expect(openTypeFor({ ...input, gpId: 'GP04', gameType: 4 })).toBe('page');
  });

  it('forces a window on mobile and in the app, and this window in in-app browsers', () => {
    const mobile = { ...input, device: 'mobile' as const, mode: 'mobile' as const, gpId: 'GP10', gameType: 6 };
    expect(openTypeFor(mobile)).toBe('window');
    expect(openTypeFor({ ...mobile, device: 'app' as const })).toBe('window');
    expect(openTypeFor({ ...mobile, device: 'pwa' as const })).toBe('window');
    expect(openTypeFor({ ...mobile, userAgent: facebook })).toBe('redirect');
    expect(openTypeFor({ ...mobile, device: 'app' as const, userAgent: facebook })).toBe('window');
  });
});

describe('cooldown', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(0, 5_000)).toBe(0);
  });
});
