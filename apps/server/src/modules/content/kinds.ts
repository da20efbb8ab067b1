import { z } from 'zod';
import { text } from '@playdeck/contract';
import { CONTENT_HTML_MAX, contentKindSchemas } from '@playdeck/contract/admin';
import { htmlToPlainText, sanitizeAuthoredHtml } from '../../lib/sanitize.js';

// What an operator writes for each content kind (decision 0011): the contract's schemas (the console checks
// with the same ones), with the server's cleaners. Text fields lose every tag and are stored as text
// (escaped where shown); HTML fields are sanitised; addresses are checked, so nothing stored can run
// script in a member's browser. Every string is `text()`: a NUL or a lone surrogate is a 400.

export const KIND_SCHEMAS = contentKindSchemas({
  plain: (max) => text().max(max).transform(htmlToPlainText),
  html: text().max(CONTENT_HTML_MAX).transform(sanitizeAuthoredHtml),
});

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
