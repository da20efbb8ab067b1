import { z } from 'zod';
import { GAME_TYPE_IDS, isGameTypeId } from '../games.js';
import { text } from '../text.js';
import { isoDateTime, rowVersion as version } from './fields.js';
import { pictureAddress } from './content-kinds.js';
import { listQuery } from './list-query.js';
import { providerIntegrationRecord, providerIntegrationUpdate } from './provider-integration.js';

/** The labels a game may carry in the hall (the member API's `tags`). */
export const GAME_LABELS = ['hot', 'new', 'slot'] as const;

/** A provider has no number of its own: it is `<site_id>:<gp_id>` ("1:GP01"). */
export const providerIdParams = z.strictObject({
  id: text().regex(/^[1-9]\d{0,8}:[A-Za-z0-9_-]{1,32}$/, 'a provider id such as 1:GP01'),
});

export const providerKey = (id: string) => {
  const at = id.indexOf(':');
  return { siteId: Number(id.slice(0, at)), gpId: id.slice(at + 1) };
};

export const providerListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    /** gp_id or name, in part. */
    q: text().trim().min(1).max(100).optional(),
    active: z.boolean().optional(),
  },
  ['id', 'sort', 'name'],
);

export const providerRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  gp_id: z.string(),
  name: z.string(),
  active: z.boolean(),
  transfer_enabled: z.boolean(),
  maintenance_start: z.string().nullable(),
  maintenance_end: z.string().nullable(),
  sort: z.number().int(),
  icon_light: z.string(),
  icon_dark: z.string(),
  ...providerIntegrationRecord,
  version: z.number().int(),
});
export type ProviderRecord = z.infer<typeof providerRecord>;

/**
 * A provider the site's contract with the game aggregator adds: its id there, its name, and the halls
 * (game types) where its lobby tile shows. Its games come with "sync from provider".
 */
export const providerCreate = z.strictObject({
  site_id: z.number().int().positive(),
  gp_id: text().regex(/^[A-Za-z0-9_-]{1,32}$/, '1–32 letters, digits, dashes or underscores, such as GP13'),
  name: text().trim().min(1).max(100),
  gt_ids: z
    .array(z.number().int().refine(isGameTypeId, 'not a game type'))
    .min(1, 'choose at least one hall')
    .max(GAME_TYPE_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'each hall once'),
});
export type ProviderCreate = z.infer<typeof providerCreate>;

/** Whichever fields are sent change; a maintenance window is sent whole (both ends, or both null). */
export const providerUpdate = z
  .strictObject({
    version,
    name: text().trim().min(1).max(100).optional(),
    active: z.boolean().optional(),
    transfer_enabled: z.boolean().optional(),
    maintenance_start: isoDateTime.nullable().optional(),
    maintenance_end: isoDateTime.nullable().optional(),
    sort: z.number().int().min(0).max(1_000_000).optional(),
    ...providerIntegrationUpdate,
  })
  .superRefine((b, ctx) => {
    const start = b.maintenance_start;
    const end = b.maintenance_end;
    if (start === undefined && end === undefined) return;
    if ((start ?? null) === null && (end ?? null) === null) return;
    if (!start || !end) {
      const missing = start ? 'maintenance_end' : 'maintenance_start';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'a maintenance window needs both ends, or neither' });
    } else if (new Date(end).getTime() <= new Date(start).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['maintenance_end'], message: 'must be after maintenance_start' });
    }
  });
export type ProviderUpdate = z.infer<typeof providerUpdate>;

export const gameListQuery = listQuery(
  {
    site_id: z.number().int().positive().optional(),
    gp_id: text()
      .regex(/^[A-Za-z0-9_-]{1,32}$/)
      .optional(),
    gt_id: z.number().int().positive().optional(),
    /** Game code or a name in any language, in part. */
    q: text().trim().min(1).max(100).optional(),
    active: z.boolean().optional(),
    kind: z.enum(['lobby', 'game']).optional(),
  },
  ['id', 'sort', 'game_code', 'gp_id'],
);

/** Names by locale id (en_US is the fallback the member site shows). */
const names = z.record(text().regex(/^[a-z]{2}_[A-Z]{2}$/, 'a locale id such as en_US'), text().trim().min(1).max(100));

export const gameRecord = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  gp_id: z.string(),
  gt_id: z.number().int(),
  kind: z.enum(['lobby', 'game']),
  game_code: z.string(),
  names: z.record(z.string(), z.string()),
  labels: z.array(z.enum(GAME_LABELS)),
  /** 0 both, 1 desktop, 2 mobile. */
  support_device: z.number().int(),
  has_demo: z.boolean(),
  active: z.boolean(),
  sort: z.number().int(),
  icon_light: z.string(),
  icon_dark: z.string(),
  version: z.number().int(),
});
export type GameRecord = z.infer<typeof gameRecord>;

export const gameUpdate = z.strictObject({
  version,
  active: z.boolean().optional(),
  sort: z.number().int().min(0).max(1_000_000).optional(),
  labels: z
    .array(z.enum(GAME_LABELS))
    .max(GAME_LABELS.length)
    .refine((l) => new Set(l).size === l.length, 'each label once')
    .optional(),
  names: names
    .refine((n) => 'en_US' in n, 'needs at least en_US')
    .refine((n) => Object.keys(n).length <= 20, 'at most 20 languages')
    .optional(),
  /** Where the hall lists it: 0 both, 1 desktop only, 2 phones only (launches from elsewhere get 208). */
  support_device: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** Whether visitors may try it in demo mode (switch off what the provider cannot demo). */
  has_demo: z.boolean().optional(),
  /** Its thumbnails for light and dark templates: an uploaded icon (/media/content/…) or an http(s) address. */
  icon_light: pictureAddress.optional(),
  icon_dark: pictureAddress.optional(),
});
export type GameUpdate = z.infer<typeof gameUpdate>;

/** "Sync from provider": new games come in switched off unless asked for on. */
export const providerSyncBody = z.strictObject({ activate_new: z.boolean().default(false) });

export const providerSyncReply = z.object({
  /** Games the provider listed (well-formed ones). */
  offered: z.number().int(),
  /** Entries of the provider's list that were malformed and left out. */
  skipped: z.number().int(),
  /** Game codes added to the catalogue. */
  added: z.array(z.string()),
  /** Game codes switched off because the provider no longer offers them. */
  deactivated: z.array(z.string()),
});
export type ProviderSyncReply = z.infer<typeof providerSyncReply>;

/** A game type of a site is `<site_id>:<gt_id>` ("1:2"). */
export const gameTypeIdParams = z.strictObject({
  id: text().regex(/^[1-9]\d{0,8}:[2-9]$/, 'a game type id such as 1:2'),
});
export const gameTypeKey = (id: string) => {
  const [siteId, gtId] = id.split(':').map(Number) as [number, number];
  return { siteId, gtId };
};

export const gameTypeListQuery = listQuery({ site_id: z.number().int().positive().optional() }, ['sort', 'id']);

export const gameTypeRecord = z.object({
  id: z.string(),
  site_id: z.number().int(),
  gt_id: z.number().int(),
  /** The type's name key (slot, live_casino…): the console and the member site translate it. */
  name: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type GameTypeRecord = z.infer<typeof gameTypeRecord>;

export const gameTypeUpdate = z.strictObject({
  version,
  sort: z.number().int().min(0).max(1_000).optional(),
  active: z.boolean().optional(),
});
export type GameTypeUpdate = z.infer<typeof gameTypeUpdate>;
