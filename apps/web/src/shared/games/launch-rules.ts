import type { DeviceType } from '@playdeck/contract';
import type { OpenTypeRule } from '../config/games';
import type { LayoutMode } from '../lib/device';
import { isInAppBrowser } from '../lib/device';
import type { OpenType } from '../stores/game-launch-store';

/** What identifies a game to launch: a provider's lobby entry or one of its games. */
export interface LaunchTarget {
  gp_id: string;
  game_type: number;
  game_code: string;
  house?: string;
}

export function gameKey(target: LaunchTarget): string {
  return `${target.gp_id}:${target.game_type}:${target.game_code}`;
}

export interface LaunchCheck {
  siteClosed: boolean;
  isStarting: boolean;
  isQuitting: boolean;
  /** Keys of the games open in this page. */
  openKeys: readonly string[];
  /** isPlay: a game is open, possibly in another tab of this site. */
  playing: boolean;
  balanceBackRunning: boolean;
  desktop: boolean;
}

export type LaunchRefusal =
  | 'r88close_msg'
  | 'pg.alert_starting'
  | 'pg.alert_quitting'
  | 'pg.alert_duplicate'
  | 'pg.err_is_playing'
  | 'one_key_waiting';

/** The play rules, in their order; the message key of the first that refuses, or null to go ahead. */
export function launchRefusal(check: LaunchCheck, key: string): LaunchRefusal | null {
  if (check.siteClosed) return 'r88close_msg';
  if (check.isStarting) return 'pg.alert_starting';
  if (check.isQuitting) return 'pg.alert_quitting';
  if (check.openKeys.includes(key)) return 'pg.alert_duplicate';
  if (!check.desktop && (check.playing || check.openKeys.length > 0)) return 'pg.err_is_playing';
  if (check.balanceBackRunning) return 'one_key_waiting';
  return null;
}

export interface OpenTypeInput {
  device: DeviceType;
  mode: LayoutMode;
  userAgent: string;
  gpId: string;
  gameType: number;
  rules: readonly OpenTypeRule[];
}

/**
 * A window on the app and on mobile, except inside in-app browsers (which block popups), where the
 * game replaces this page; on desktop the listed provider/type pairs open in a dialog or as a page.
 */
export function openTypeFor({ device, mode, userAgent, gpId, gameType, rules }: OpenTypeInput): OpenType {
  if (device === 'app') return 'window';
  if (mode === 'mobile' || device !== 'desktop') return isInAppBrowser(userAgent) ? 'redirect' : 'window';
  const rule = rules.find(
    (r) => (r.gpId === undefined || r.gpId === gpId) && (r.gameType === undefined || r.gameType === gameType),
  );
  return rule?.open ?? 'window';
}

/** Seconds left of a cooldown, rounded up (10, 9, ... 1, then 0 = ready). */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
