/**
 * Site content: banners, marquee announcements, pop-up bulletins, footers, the float bar,
 * template ads, sponsors, login-page content, register background, template config and the article pages
 * (promotions, FAQ, site information). Free of zod so the web app's first paint can import it.
 */

import type { BANNER_USE_TYPE, BULLETIN_LOCATION, DISPLAY_DEVICE } from './constants.js';

export type DisplayDevice = (typeof DISPLAY_DEVICE)[keyof typeof DISPLAY_DEVICE];

export type BannerUseType = (typeof BANNER_USE_TYPE)[keyof typeof BANNER_USE_TYPE];

/** Banner link_type: 0 external URL, 1 internal page, 2 game. */
export const BANNER_LINK_TYPE = { external: 0, internal: 1, game: 2 } as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPE)[keyof typeof BANNER_LINK_TYPE];

/** link_method 1 opens a new window; 0 follows the link in this one. */
export const LINK_METHOD_NEW_WINDOW = 1;

export type BulletinLocation = (typeof BULLETIN_LOCATION)[keyof typeof BULLETIN_LOCATION];

/**
 * Pop-up frequency (ours, decision 0011): 0 until the member hides it (a visitor: once per browser
 * session), 1 once per browser session and again whenever it changes, 2 on every page load.
 */
export const DISPLAY_FREQUENCY = { untilHidden: 0, perSession: 1, everyVisit: 2 } as const;
export type DisplayFrequency = (typeof DISPLAY_FREQUENCY)[keyof typeof DISPLAY_FREQUENCY];

/** The session-storage key holding when the pop-up discount was last closed. */
export const POPUP_CLOSE_TIME_KEY = 'popUpDiscountModalCloseTime';

/** The register background shown when the operator has none for a template. */
export const DEFAULT_REGISTER_BACKGROUND = '/content-img/v1/register-default.svg';

export interface GameLinkParameter {
  currency: string;
  gt_id: number;
  gp_id: string;
  gp_gt_name: string;
  customized: string;
}

export interface Banner {
  id: number;
  /** The picture; sized for the use_type asked for. */
  url: string;
  title: string;
  link_type: BannerLinkType;
  /** The target: an http(s) address (type 0), a site path (type 1); empty for games. */
  link_url: string;
  link_method: 0 | 1;
  game_link_parameter: GameLinkParameter | null;
  sort: number;
}
export interface CarouselReply {
  web_carousel_picture_list: Banner[];
}

export interface Announcement {
  id: number;
  content: string;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  sort: number;
  created_at: string;
}
export interface MarqueeReply {
  web_announcement_list: Announcement[];
}

export interface Bulletin {
  id: number;
  /** The heading shown in the pop-up's list and the history. */
  display_content: string;
  /** The body: operator HTML, sanitised when it was written. */
  content: string;
  display_device: DisplayDevice;
  updated_at: string;
}
export interface BulletinReply {
  list: Bulletin[];
  setting: { display_frequency: DisplayFrequency };
}

export interface FooterItem {
  id: number;
  title: string;
  /** http(s) → outer link; otherwise a site path such as /main/3 or /faq/2. */
  url: string;
  /** The footer column it sits in. */
  group: string;
  sort: number;
}
export interface ListReply<T> {
  list: T[];
}

/** Mobile footer tab kinds. */
export const MOBILE_FOOTER_TABS = [
  'home',
  'discount',
  'sponsor',
  'deposit',
  'withdrawal',
  'wallet',
  'letter',
  'signUp',
  'customerService',
  'announcement',
  'customLink',
] as const;
export type MobileFooterTab = (typeof MOBILE_FOOTER_TABS)[number];

export interface MobileFooterItem {
  id: number;
  tab: MobileFooterTab;
  title: string;
  /** A custom link's address (customLink only). */
  url: string;
  sort: number;
}

export interface FloatItem {
  id: number;
  title: string;
  icon: string;
  url: string;
  link_method: 0 | 1;
  sort: number;
}

/** An ad of a template (model_setting). */
export interface ModelAd {
  id: number;
  title: string;
  photo: string;
  url: string;
  link_method: 0 | 1;
  position: string;
  sort: number;
}

export interface Sponsor {
  id: number;
  name: string;
  photo: string;
  description: string;
  url: string;
  sort: number;
}

export interface LoginPageItem {
  id: number;
  photo: string;
  title: string;
}
export interface ModelLoginReply {
  list: LoginPageItem[];
  title: string;
  content: string;
}

export interface RegisterBackgroundReply {
  detail: { photo: string };
}

/** Mobile template names map to the H5_1 ... H5_8 layouts. */
export const H5_TEMPLATES = ['H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8'] as const;
export type H5Template = (typeof H5_TEMPLATES)[number];

export const HOME_SECTIONS = ['banner', 'marquee', 'entrances', 'jackpot', 'hot', 'demo', 'sponsors'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export interface TemplateConfig {
  mobile_template_name: string;
  h5: H5Template;
  /** The home page's sections, in order. */
  home_sections: HomeSection[];
  /** Seconds a banner stays before the carousel moves on. */
  banner_interval: number;
}

/** agent_agreement: the agreement an applicant accepts and an agent reads (decision 0022). */
export const ARTICLE_KINDS = ['main', 'faq', 'agent_agreement'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export interface ArticleSummary {
  id: number;
  title: string;
  sort: number;
}
export interface Article extends ArticleSummary {
  content: string;
  updated_at: string;
}

/** Promotion categories: all, or a game type's name. */
export interface PromotionSummary {
  id: number;
  title: string;
  summary: string;
  photo: string;
  category: string;
  starts_at: string | null;
  ends_at: string | null;
  sort: number;
}
export interface Promotion extends PromotionSummary {
  content: string;
  updated_at: string;
}
