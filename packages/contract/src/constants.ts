/** Business constants of the member site and its server. Times in milliseconds unless the name says otherwise. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const BUILD_POLL_INTERVAL_MS = 60_000;
export const QUIT_GAME_DELAY_MS = 300;
export const RESIZE_DEBOUNCE_MS = 1_000;
export const SLIDING_SCROLL_MS = 500;
export const LOADING_OVERLAY_CLOSE_DELAY_MS = 400;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_OFFSET_PX = 16;
export const DESKTOP_BREAKPOINT_PX = 992;
export const POPUP_WINDOW = { width: 1500, height: 800 } as const;
/** A description that lists game platforms names at most this many. */
export const PLATFORM_DESCRIPTION_MAX = 15;
export const POPUP_Z_INDEX_BASE = 2_000;
export const BADGE_MAX = 99;
export const CAPTCHA_WAIT_MS = 1_000;
/** A member whose private channel is not live this long after login is checked with the server (decision 0040). */
export const MEMBER_CHANNEL_WAIT_MS = 2_000;
export const SMS_RESEND_SECONDS = 300;
export const DEFAULT_TIME_ZONE = 'America/Caracas';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const LANG_COOKIE_MAX_AGE_S = 31_536_000;
export const CURRENCY_COOKIE_MAX_AGE_S = 24 * 60 * 60;
export const AD_COOKIE_MAX_AGE_S = 7_776_000;

export const CLIENT_TYPES = { desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 } as const;
export type DeviceType = 'desktop' | 'mobile' | 'app' | 'pwa';
export const NATIVE_APP_PLATFORMS = ['ios', 'android'] as const;
export type NativeAppPlatform = (typeof NATIVE_APP_PLATFORMS)[number];
/** The operator's native apps add `PlaydeckApp/ios` or `PlaydeckApp/android` to their web view's user agent. */
export const NATIVE_APP_USER_AGENT = /PlaydeckApp\/(ios|android)/i;

export const CAPTCHA_TYPES = { login: 1, register: 2 } as const;

export const GAME_TYPES = {
  2: { name: 'slot', prefix: 'e_' },
  3: { name: 'live_casino', prefix: 'v_' },
  4: { name: 'sports', prefix: 's_' },
  5: { name: 'lottery', prefix: 'l_' },
  6: { name: 'card_game', prefix: 'c_' },
  7: { name: 'virtual_sport', prefix: 't_' },
  8: { name: 'cockfight', prefix: 'd_' },
  9: { name: 'esport', prefix: 'g_' },
} as const;
export type GameTypeId = keyof typeof GAME_TYPES;
export const GAME_LIST_TABS = ['all_game', 'my_favorite', 'last_play'] as const;

export const DISPLAY_DEVICE = { both: 0, desktop: 1, mobile: 2 } as const;
export const BANNER_USE_TYPE = { desktop: 0, small: 1, mobile: 2 } as const;
export const BULLETIN_LOCATION = { normal: 2, deposit: 3 } as const;

/** The site's environments: local maps to dbdev/development, stage to online. */
export const APP_ENVS = ['local', 'beta', 'stage', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Query parameters any page accepts, plus `modal` and `appPage`. */
export const ACCEPTED_QUERY_PARAMS = [
  'tk',
  'member_account',
  'member_currency',
  'member_id',
  'footer',
  'header',
  'member_type',
  'pwa',
  'fbclid',
  'enc',
  'modal',
  'appPage',
] as const;

export const APP_PAGE_PARTS = ['header', 'content', 'footer'] as const;
export type AppPagePart = (typeof APP_PAGE_PARTS)[number];

/** Browser storage keys. */
export const STORAGE_KEYS = {
  memberId: 'member_id',
  currency: 'currency',
  memberAccount: 'member_account',
  memberType: 'member_type',
  agentType: 'agent_type',
  token: 'token',
  eyeOpen: 'eyeOpen',
  isPlay: 'isPlay',
  pwa: 'pwa',
  siteName: 'site_name',
  isV3Ver: 'isV3Ver',
  skipReloadGetInfo: 'skipReloadGetInfo',
  waitingWindow: 'waitingWindow',
  /** Our addition: this browser's stable device id, for trusted devices (double validation). */
  udid: 'udid',
  windowMsg: 'window-msg',
  /** Our addition: a leave call that did not get through; the next page load sends it again. */
  leaveOwed: 'leaveOwed',
} as const;
export const SESSION_KEYS = {
  popUpDiscountModalCloseTime: 'popUpDiscountModalCloseTime',
  /** Per path: when the page last reloaded for a new build or a failed chunk (10 s guard). */
  chunkReloadAt: 'chunkReloadAt',
} as const;

export const COOKIE_KEYS = {
  currency: 'ccy',
  isRouteRegister: 'isRouteRegister',
  fastDeposit: 'isFastDeposit',
  locale: 'i18n_redirected',
  lang: 'lang',
  fbp: '_fbp',
  fbc: '_fbc',
  memberAgent: 'member_agent',
  recommendCode: 'recommend_code',
  registerType: 'register_type',
  /** The currency a registration link asked for (?currency=), kept as a registration cookie. */
  registerCurrency: 'currency',
  agentDomainId: 'agent_domain_id',
} as const;
