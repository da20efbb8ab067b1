import { z } from 'zod';
import { ARTICLE_KINDS, H5_TEMPLATES, HOME_SECTIONS, MOBILE_FOOTER_TABS } from '../content.js';
import { text } from '../text.js';

// What an operator writes for each content kind (decision 0011). One factory, used by both sides: the
// server passes cleaners that strip tags from text and sanitise HTML (so nothing stored can run script in
// a member's browser); the console passes plain length-checked strings. Addresses are checked the same way
// on both sides: http(s) or a path on this site, never javascript: or data:.

/** How text and HTML fields are checked (and, on the server, cleaned). */
export interface ContentCleaners {
  /** A text field of at most `max` characters. */
  plain: (max: number) => z.ZodType<string, string>;
  /** An authored HTML field. */
  html: z.ZodType<string, string>;
}

/** The most characters of an authored HTML field. */
export const CONTENT_HTML_MAX = 100_000;

const HTTP_URL = /^https?:\/\/[^\s/]+[^\s]*$/i;
/** A site path: one leading slash (two would be another host), no scheme, no spaces. */
const SITE_PATH = /^\/(?!\/)[^\s:]*$/;
const httpUrl = text().max(2_000).regex(HTTP_URL, 'must be an http(s) address');
const sitePath = text().max(2_000).regex(SITE_PATH, 'must be a path on this site');
/** A picture: on this site (an uploaded one is /media/content/…) or at an http(s) address. */
export const pictureAddress = z.union([sitePath, httpUrl]);
const picture = pictureAddress;
const linkMethod = z.union([z.literal(0), z.literal(1)]).default(0);
const flag = z.union([z.literal(0), z.literal(1)]);
const slug = (max: number, fallback: string) =>
  text()
    .max(max)
    .regex(/^[\w-]*$/, 'letters, digits, _ and - only')
    .default(fallback);

const gameLinkParameter = z.strictObject({
  currency: text().min(2).max(8),
  gt_id: z.number().int().min(2).max(9),
  gp_id: text().min(1).max(32),
  gp_gt_name: text().max(64).default(''),
  customized: text().max(64).default(''),
});

/** The kinds' data schemas, built with the given cleaners. */
export function contentKindSchemas({ plain, html }: ContentCleaners) {
  const required = (max: number) => plain(max).pipe(text().min(1, 'must not be empty'));
  const bannerBase = {
    /** 0 desktop, 1 small (desktop pages), 2 mobile. */
    use_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    photo: picture,
    title: plain(120).default(''),
    link_method: linkMethod,
  };
  return {
    banner: z.discriminatedUnion('link_type', [
      z.strictObject({ ...bannerBase, link_type: z.literal(0), link_url: httpUrl }),
      z.strictObject({ ...bannerBase, link_type: z.literal(1), link_url: sitePath }),
      z.strictObject({ ...bannerBase, link_type: z.literal(2), game_link_parameter: gameLinkParameter }),
    ]),
    announcement: z.strictObject({
      /** marquee: runs in the marquee and lists in the member centre; bank: the member centre's bank notices only. */
      category: z.enum(['marquee', 'bank']).default('marquee'),
      title: plain(100).default(''),
      content: required(500),
      display_before_login: flag.default(1),
      display_after_login: flag.default(1),
    }),
    bulletin: z.strictObject({
      display_content: required(120),
      content: html,
      location: z.union([z.literal(2), z.literal(3)]).default(2),
    }),
    bulletin_setting: z.strictObject({
      location: z.union([z.literal(2), z.literal(3)]),
      display_frequency: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    }),
    /** http(s) → outer link; otherwise a site-information (/main/{id}) or FAQ (/faq/{id}) page. */
    footer: z.strictObject({
      title: required(80),
      url: z.union([httpUrl, text().regex(/^\/(main|faq)\/\d{1,9}$/, 'must be /main/{id} or /faq/{id}')]),
      group: slug(40, ''),
    }),
    mobile_footer: z.strictObject({
      tab: z.enum(MOBILE_FOOTER_TABS),
      title: plain(40).default(''),
      url: z.union([httpUrl, z.literal('')]).default(''),
    }),
    float: z.strictObject({
      title: required(40),
      icon: picture,
      url: z.union([httpUrl, sitePath]),
      link_method: linkMethod,
    }),
    ad: z.strictObject({
      title: plain(120).default(''),
      photo: picture,
      url: z.union([httpUrl, sitePath, z.literal('')]).default(''),
      link_method: linkMethod,
      position: slug(40, 'home'),
    }),
    sponsor: z.strictObject({
      name: required(80),
      photo: picture,
      description: plain(1_000).default(''),
      url: z.union([httpUrl, z.literal('')]).default(''),
    }),
    login: z.strictObject({
      title: plain(120).default(''),
      content: html,
      photos: z
        .array(z.strictObject({ photo: picture, title: plain(120).default('') }))
        .max(10)
        .default([]),
    }),
    register_background: z.strictObject({ photo: picture }),
    template_config: z.strictObject({
      h5: z.enum(H5_TEMPLATES),
      home_sections: z.array(z.enum(HOME_SECTIONS)).max(HOME_SECTIONS.length),
      banner_interval: z.number().int().min(2).max(60).default(5),
    }),
    article: z.strictObject({
      article_kind: z.enum(ARTICLE_KINDS),
      title: required(200),
      content: html,
    }),
    promotion: z.strictObject({
      title: required(200),
      summary: plain(500).default(''),
      photo: picture,
      category: text()
        .max(32)
        .regex(/^[a-z_]+$/, 'lower-case letters and _ only')
        .default('all'),
      content: html,
    }),
  };
}

export type ContentKindSchemas = ReturnType<typeof contentKindSchemas>;
export type ContentKind = keyof ContentKindSchemas;

/** The kinds' schemas as the console uses them: strings checked for length only (the server cleans). */
export const consoleContentKinds: ContentKindSchemas = contentKindSchemas({
  plain: (max) => text().max(max),
  html: text().max(CONTENT_HTML_MAX),
});

export const CONTENT_KINDS = Object.keys(consoleContentKinds) as [ContentKind, ...ContentKind[]];

/** What an uploaded picture is for: it decides the sizes made of it. */
export const CONTENT_IMAGE_PURPOSES = ['banner', 'picture', 'icon'] as const;
export type ContentImagePurpose = (typeof CONTENT_IMAGE_PURPOSES)[number];

/** The banner picture for each use_type (0 desktop, 1 small, 2 mobile): an upload's urls by this key. */
export const BANNER_VARIANT_OF_USE_TYPE = ['desktop', 'small', 'mobile'] as const;

export interface ContentKindFields {
  /** Plain text fields a translator rewrites per language. */
  texts: readonly string[];
  /** Authored HTML fields (a rich-text editor; sanitised on the server). */
  html: readonly string[];
  /** Picture fields and the upload purpose for each; `photos[].photo` is the field of each list item. */
  pictures: Readonly<Record<string, ContentImagePurpose>>;
}

/** Which fields of each kind need which input (the other fields are choices, numbers and addresses). */
export const CONTENT_KIND_FIELDS: Record<ContentKind, ContentKindFields> = {
  banner: { texts: ['title'], html: [], pictures: { photo: 'banner' } },
  announcement: { texts: ['title', 'content'], html: [], pictures: {} },
  bulletin: { texts: ['display_content'], html: ['content'], pictures: {} },
  bulletin_setting: { texts: [], html: [], pictures: {} },
  footer: { texts: ['title'], html: [], pictures: {} },
  mobile_footer: { texts: ['title'], html: [], pictures: {} },
  float: { texts: ['title'], html: [], pictures: { icon: 'icon' } },
  ad: { texts: ['title'], html: [], pictures: { photo: 'picture' } },
  sponsor: { texts: ['name', 'description'], html: [], pictures: { photo: 'picture' } },
  login: { texts: ['title', 'photos[].title'], html: ['content'], pictures: { 'photos[].photo': 'picture' } },
  register_background: { texts: [], html: [], pictures: { photo: 'picture' } },
  template_config: { texts: [], html: [], pictures: {} },
  article: { texts: ['title'], html: ['content'], pictures: {} },
  promotion: { texts: ['title', 'summary'], html: ['content'], pictures: { photo: 'picture' } },
};
