import { z } from 'zod';
import { H5_TEMPLATES, HOME_SECTIONS, MOBILE_FOOTER_TABS, text } from '@playdeck/contract';
import { htmlToPlainText, sanitizeAuthoredHtml } from '../../lib/sanitize.js';

// What an operator writes for each content kind (decision 0011). Text fields lose every tag and are stored
// as text (escaped where shown); HTML fields are sanitised; addresses are checked, so nothing stored can
// run script in a member's browser. Every string is `text()`: a NUL or a lone surrogate is a 400.

const plain = (max: number) => text().max(max).transform(htmlToPlainText);
const html = text().max(100_000).transform(sanitizeAuthoredHtml);

const HTTP_URL = /^https?:\/\/[^\s/]+[^\s]*$/i;
/** A site path: one leading slash (two would be another host), no scheme, no spaces. */
const SITE_PATH = /^\/(?!\/)[^\s:]*$/;
const httpUrl = text().max(2_000).regex(HTTP_URL, 'must be an http(s) address');
const sitePath = text().max(2_000).regex(SITE_PATH, 'must be a path on this site');
/** A picture: on this site or at an http(s) address. */
const picture = z.union([sitePath, httpUrl]);
const linkMethod = z.union([z.literal(0), z.literal(1)]).default(0);
const flag = z.union([z.literal(0), z.literal(1)]);

const gameLinkParameter = z.strictObject({
  currency: text().min(2).max(8),
  gt_id: z.number().int().min(2).max(9),
  gp_id: text().min(1).max(32),
  gp_gt_name: text().max(64).default(''),
  customized: text().max(64).default(''),
});

const bannerBase = {
  use_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  photo: picture,
  title: plain(120).default(''),
  link_method: linkMethod,
};
const banner = z.discriminatedUnion('link_type', [
  z.strictObject({ ...bannerBase, link_type: z.literal(0), link_url: httpUrl }),
  z.strictObject({ ...bannerBase, link_type: z.literal(1), link_url: sitePath }),
  z.strictObject({ ...bannerBase, link_type: z.literal(2), game_link_parameter: gameLinkParameter }),
]);

export const KIND_SCHEMAS = {
  banner,
  announcement: z.strictObject({
    content: plain(500).pipe(text().min(1)),
    display_before_login: flag.default(1),
    display_after_login: flag.default(1),
  }),
  bulletin: z.strictObject({
    display_content: plain(120).pipe(text().min(1)),
    content: html,
    location: z.union([z.literal(2), z.literal(3)]).default(2),
  }),
  bulletin_setting: z.strictObject({
    location: z.union([z.literal(2), z.literal(3)]),
    display_frequency: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
  /** http(s) → outer link; otherwise a site-information or FAQ page by id (R§2). */
  footer: z.strictObject({
    title: plain(80).pipe(text().min(1)),
    url: z.union([httpUrl, text().regex(/^\/(main|faq)\/\d{1,9}$/, 'must be /main/{id} or /faq/{id}')]),
    group: z
      .string()
      .max(40)
      .regex(/^[\w-]*$/)
      .default(''),
  }),
  mobile_footer: z.strictObject({
    tab: z.enum(MOBILE_FOOTER_TABS),
    title: plain(40).default(''),
    url: z.union([httpUrl, z.literal('')]).default(''),
  }),
  float: z.strictObject({
    title: plain(40).pipe(text().min(1)),
    icon: picture,
    url: z.union([httpUrl, sitePath]),
    link_method: linkMethod,
  }),
  ad: z.strictObject({
    title: plain(120).default(''),
    photo: picture,
    url: z.union([httpUrl, sitePath, z.literal('')]).default(''),
    link_method: linkMethod,
    position: z
      .string()
      .max(40)
      .regex(/^[\w-]*$/)
      .default('home'),
  }),
  sponsor: z.strictObject({
    name: plain(80).pipe(text().min(1)),
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
    article_kind: z.enum(['main', 'faq']),
    title: plain(200).pipe(text().min(1)),
    content: html,
  }),
  promotion: z.strictObject({
    title: plain(200).pipe(text().min(1)),
    summary: plain(500).default(''),
    photo: picture,
    category: z
      .string()
      .max(32)
      .regex(/^[a-z_]+$/)
      .default('all'),
    content: html,
  }),
};

export type ContentKind = keyof typeof KIND_SCHEMAS;
export type KindData<K extends ContentKind> = z.output<(typeof KIND_SCHEMAS)[K]>;
export const CONTENT_KINDS = Object.keys(KIND_SCHEMAS) as [ContentKind, ...ContentKind[]];

const iso = z.iso.datetime({ offset: true });

/** One authored entry: the shared columns and the kind's data. */
export const entryInput = z.strictObject({
  kind: z.enum(CONTENT_KINDS),
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/)
    .nullable()
    .default(null),
  template: text().min(1).max(40).regex(/^\w+$/).nullable().default(null),
  device: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  active: z.boolean().default(true),
  starts_at: iso.nullable().default(null),
  ends_at: iso.nullable().default(null),
  data: z.record(text(), z.unknown()),
});
export type EntryInput = z.input<typeof entryInput>;

/** Checks and cleans a kind's data; throws a ZodError naming the bad field. */
export function parseKindData(kind: ContentKind, data: unknown): Record<string, unknown> {
  return KIND_SCHEMAS[kind].parse(data) as Record<string, unknown>;
}

/** An authored entry as a row: shared columns checked, the kind's data checked and sanitised. */
export function toContentRow(siteId: number, input: EntryInput) {
  const entry = entryInput.parse(input);
  return {
    siteId,
    kind: entry.kind,
    locale: entry.locale,
    template: entry.template,
    device: entry.device,
    sort: entry.sort,
    active: entry.active,
    startsAt: entry.starts_at ? new Date(entry.starts_at) : null,
    endsAt: entry.ends_at ? new Date(entry.ends_at) : null,
    data: parseKindData(entry.kind, entry.data),
  };
}
