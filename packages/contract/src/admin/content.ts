import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { text } from '../text.js';
import { CONTENT_KINDS } from './content-kinds.js';
import { isoDateTime, rowVersion as version } from './fields.js';
import { listQuery } from './list-query.js';

export * from './content-kinds.js';

// The back office's site content (decision 0011): `/api/admin/content` in react-admin's simple REST shape, and
// picture uploads. An entry is written in one language or for every one (locale null); the member site
// shows a visitor the entries of a kind in their language when there are any, else the ones for every
// language. The console's tabs per locale are entries per language: "copy" makes one to translate.

/** Where an entry stands now: switched off, not started yet, showing, or over. */
export const CONTENT_STATUSES = ['inactive', 'scheduled', 'live', 'ended'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A locale of the site, or null for every language. */
const entryLocale = z.enum(LOCALES).nullable();
/** A desktop or mobile template of the site, or null for every template. */
const entryTemplate = text().min(1).max(40).regex(/^\w+$/, 'a template name such as H5_1').nullable();

/** The columns every kind shares (besides data). */
const entryFields = {
  locale: entryLocale,
  template: entryTemplate,
  /** 0 both, 1 desktop, 2 mobile. */
  device: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  active: z.boolean(),
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
  /** The kind's own fields, checked by that kind's schema (`contentKindSchemas`): errors name `data.<field>`. */
  data: z.record(text().max(64), z.unknown()),
};

/** A publish window's end must come after its start. */
const windowInOrder = (b: { starts_at?: string | null; ends_at?: string | null }, ctx: z.RefinementCtx) => {
  if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at)) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'must be after starts_at' });
  }
};

export const contentListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    kind: z.enum(CONTENT_KINDS).optional(),
    /** A locale, or 'all' for the entries written for every language. */
    locale: z.union([z.enum(LOCALES), z.literal('all')]).optional(),
    active: z.boolean().optional(),
    /** As the record's status; `live` means showing now (active, started, not ended). */
    status: z.enum(['live', 'scheduled', 'ended']).optional(),
    /** In the title, name or content text, in part. */
    q: text().trim().min(1).max(100).optional(),
    /** react-admin's getMany. */
    id: z.array(z.number().int().positive()).max(500).optional(),
  },
  ['id', 'sort', 'starts_at', 'updated_at'],
);

export const contentRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  locale: z.string().nullable(),
  template: z.string().nullable(),
  device: z.number().int(),
  sort: z.number().int(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  data: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContentRecord = z.infer<typeof contentRecord>;

/** A new entry; absent shared fields take these defaults (every language, every template, both devices). */
export const contentCreate = z
  .strictObject({
    site_id: z.number().int().positive(),
    kind: z.enum(CONTENT_KINDS),
    locale: entryFields.locale.default(null),
    template: entryFields.template.default(null),
    device: entryFields.device.default(0),
    sort: entryFields.sort.default(0),
    active: entryFields.active.default(true),
    starts_at: entryFields.starts_at.default(null),
    ends_at: entryFields.ends_at.default(null),
    data: entryFields.data,
  })
  .superRefine(windowInOrder);
export type ContentCreate = z.input<typeof contentCreate>;

/**
 * A change: the fields sent change, the others stay; `data` is sent whole. `kind` may be sent but must be
 * the entry's own (a kind never changes). The publish window is checked against the stored other end too.
 */
export const contentUpdate = z
  .strictObject({
    version,
    kind: z.enum(CONTENT_KINDS).optional(),
    locale: entryFields.locale.optional(),
    template: entryFields.template.optional(),
    device: entryFields.device.optional(),
    sort: entryFields.sort.optional(),
    active: entryFields.active.optional(),
    starts_at: entryFields.starts_at.optional(),
    ends_at: entryFields.ends_at.optional(),
    data: entryFields.data.optional(),
  })
  .superRefine(windowInOrder);
export type ContentUpdate = z.input<typeof contentUpdate>;

/** A copy of an entry in another language (to translate), switched off until the operator turns it on. */
export const contentCopy = z.strictObject({
  locale: entryLocale,
  /** The version the console shows: a copy of an entry changed since is refused (409). */
  version: version.optional(),
});
export type ContentCopy = z.infer<typeof contentCopy>;

/** `POST /api/admin/content-images?site_id=N&purpose=…` with the picture as the raw body. */
export const contentImageQuery = z.strictObject({
  site_id: z.coerce.number().int().positive().max(2_147_483_647),
  purpose: z.enum(['banner', 'picture', 'icon']),
});

/** Picture types an upload may be (its Content-Type); each is stored as WebP. */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** The largest upload body. */
export const CONTENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The most pixels (width × height) an upload may have; larger ones are refused before decoding. 3840×2160
 * (4K) fits: twice the largest size made (a 1920×520 banner) in each direction. A PNG of 25 megapixels took
 * 21 s and 150 MB to decode.
 */
export const CONTENT_IMAGE_MAX_PIXELS = 8_300_000;

/**
 * The stored sizes' site paths (`/media/content/<id>/<variant>.webp`), usable as picture fields: a
 * banner's `desktop` 1920×520, `small` 960×300, `mobile` 750×360; a picture's or icon's `main`.
 */
export const contentImageReply = z.object({
  id: z.number().int(),
  purpose: z.enum(['banner', 'picture', 'icon']),
  urls: z.union([
    z.object({ desktop: z.string(), small: z.string(), mobile: z.string() }),
    z.object({ main: z.string() }),
  ]),
});
export type ContentImageReply = z.infer<typeof contentImageReply>;
