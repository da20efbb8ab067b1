// Games and wallet types, codes and constants. Free of zod: the web imports it.
import { GAME_TYPES } from './constants.js';
import type { GameTypeId } from './constants.js';

/** Game type ids 2–9; GAME_TYPES in constants holds names and app-type prefixes. */
export const GAME_TYPE_IDS = Object.keys(GAME_TYPES).map(Number) as GameTypeId[];
export const isGameTypeId = (n: number): n is GameTypeId => n in GAME_TYPES;

/** Device codes: 0 both, 1 desktop, 2 mobile. */
export type SupportDevice = 0 | 1 | 2;

/** A game name: a plain string or a map by language with an en_US fallback. */
export type GameName = string | Record<string, string>;

export function gameNameFor(name: GameName, locale: string): string {
  if (typeof name === 'string') return name;
  return name[locale] ?? name.en_US ?? Object.values(name)[0] ?? '';
}

/** One entry of a provider or game list. A provider's lobby is an entry whose game_code is its lobby. */
export interface GameEntry {
  id: number;
  game_id: number;
  gp_id: string;
  gp_gt_name: string;
  game_type: number;
  gt_id: number;
  game_code: string;
  house: string;
  customized: 0 | 1;
  icon_light: string;
  icon_dark: string;
  ori_gp_id: string;
  game_name: GameName;
  /** 1 when the logged-in member marked it; always 0 for visitors. */
  member_favorite: 0 | 1;
  is_favorite: boolean;
  tags: GameTag[];
  /** Our additions: whether a demo exists, and the maintenance window while one is running or planned. */
  has_demo: boolean;
  maintenance: MaintenanceWindow | null;
}

export type GameTag = 'hot' | 'new' | 'slot';

/** A hall tab. */
export interface GameTypeEntry {
  gt_id: number;
  gt_name: string;
  gt_name_short: string;
  gt_icon: string;
  gt_icon_active: string;
  gp_list: GameEntry[];
}

export interface GameLabel {
  id: number;
  tag: GameTag;
  game_list: GameEntry[];
}

export interface MaintenanceWindow {
  start_at: string;
  end_at: string;
}

export interface GameListReply {
  list: GameTypeEntry[];
}
export interface GameEntriesReply {
  list: GameEntry[];
}
export interface GameLabelReply {
  list: GameLabel[];
  main: GameEntry[];
}
export interface CrashMenuReply {
  /** Null when the site has no crash menu; otherwise inserted after game type after_gt_id (3 or 6). */
  menu: { after_gt_id: 3 | 6; gt_name: string; gp_list: GameEntry[] } | null;
}
export interface QuickbetReply {
  detail: { url: string; gp_id: string };
}
export interface JackpotReply {
  /** Decimal string in the currency's major units. */
  jackpot_amount_total: string;
}
export interface GameIdsReply {
  list: number[];
}
export interface GameUrlReply {
  game_url: string;
}

/** Our play reply: the URL is also pushed as game.url on member.{id} for a waiting window. */
export interface PlayReply {
  game_url: string;
  /** Main balance after the transfer into the provider (decimal string). */
  member_cash: string;
  /** 0 when transfers to this provider are disabled (forward_game.status 957 is pushed too). */
  transferred: string;
}

export interface CashEntry {
  gp_id: string;
  gp_name: string;
  is_light: 0 | 1;
  icon_light: string;
  icon_dark: string;
  /** Decimal string; null while the provider cannot be reached. */
  balance: string | null;
  /**
   * A transfer to or from this provider is still settling (ours): `balance` is then the amount on its
   * way, as booked when the transfer started, so money in flight is never shown as gone.
   */
  transfer_pending: boolean;
}

export interface MyCashReply {
  my_cash_list: CashEntry[];
  /**
   * Main wallet plus every provider's balance: as the provider reports it, or as last booked here while
   * it cannot be read or a transfer is settling.
   */
  total: string;
  member_cash: string;
}

export interface BalanceBackReply {
  member_cash: string;
  /** Amount brought back, decimal string. */
  amount: string;
}

/** Play codes: 203 (maintenance) was given, the rest are ours (decision 0009). */
export const GAME_CODES = {
  maintenance: 203,
  notFound: 204,
  siteClosed: 205,
  /** A transfer for this member and provider is still settling. */
  transferPending: 206,
  /** The game does not run on the requesting device. */
  wrongDevice: 207,
  providerUnavailable: 208,
  /** forward_game.status: transfers to the provider are disabled; the game opens without money. */
  transferDisabled: 957,
} as const;

/** Balance-back codes 101–105 (one_key_err_code_101 … 105); meanings ours (decision 0009). */
export const BALANCE_BACK_CODES = {
  inProgress: 101,
  nothingToBring: 102,
  maintenance: 103,
  playing: 104,
  providerUnavailable: 105,
} as const;

/** Jackpot shown padded to 10 integer digits: "1234.5" → "0000001234.50". */
export function padJackpot(total: string): string {
  const [int = '0', frac = ''] = total.split('.');
  return `${int.padStart(10, '0')}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
