import type { CallPathName } from './call-paths.js';
import { BANNER_USE_TYPE } from './constants.js';
import type { BuildMeta } from './site.js';

/** The global the page's inline first data is assigned to, beside the public config. */
export const FIRST_DATA_GLOBAL = '__PLAYDECK_FIRST__';

/** One call the page would make at once, with the body it sends and the envelope the server answered. */
export interface FirstReply {
  name: CallPathName;
  body: Record<string, unknown>;
  reply: unknown;
}

/**
 * What the server puts in a page so its first screen needs no round trip: the build's meta (route rules),
 * and on the home page the replies of the calls its first screen makes, answered for a visitor in the
 * page's language. The page asks the API for anything missing, and for everything after its first use.
 */
export interface FirstData {
  /** The path the page was made for; a page shown for another path (the offline copy) ignores `replies`. */
  path: string;
  /** The language of the replies (the `lang` the calls were made with). */
  locale: string;
  meta: BuildMeta;
  replies: FirstReply[];
}

export interface FirstScreenContext {
  /** The phone layout (the server guesses it from the user agent; the page knows it from its width). */
  mobile: boolean;
  siteId: number;
  templateName: string;
  mobileTemplateName: string;
  locale: string;
}

/**
 * The calls the home page's first screen makes for a visitor, each with the very body the page sends: the
 * header's site detail and logos, the template's section order, banners, marquee and ads, the footer of
 * the layout and the float bar. Sections below the fold (jackpot, hot and demo games) are not here.
 */
export function homeFirstCalls(ctx: FirstScreenContext): { name: CallPathName; body: Record<string, unknown> }[] {
  const site = ctx.siteId ? { site_id: ctx.siteId } : {};
  return [
    { name: 'siteDetail', body: site },
    { name: 'logos', body: site },
    { name: 'templateConfig', body: { mobileTemplateName: ctx.mobileTemplateName } },
    { name: 'carousel', body: { use_type: ctx.mobile ? BANNER_USE_TYPE.mobile : BANNER_USE_TYPE.desktop } },
    { name: 'marquee', body: { sort_field: 'sort', sort_order: 'asc' } },
    {
      name: 'modelSetting',
      body: { model_version: ctx.mobile ? ctx.mobileTemplateName : ctx.templateName, language: ctx.locale },
    },
    ctx.mobile ? { name: 'mobileFooter', body: { template: ctx.mobileTemplateName } } : { name: 'footer', body: {} },
    { name: 'float', body: {} },
  ];
}

/**
 * A call's identity in the first data: its path and its body with keys in order and undefined fields left
 * out, as JSON.stringify would send it.
 */
export function firstReplyKey(path: string, body: object): string {
  const entries = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path} ${JSON.stringify(Object.fromEntries(entries))}`;
}
