import { consoleContentKinds, contentCreate, contentUpdate } from '@playdeck/contract/admin';
import type { ContentCreate, ContentKind, ContentUpdate } from '@playdeck/contract/admin';
import type { z } from 'zod';
import type { FormErrors } from './zod-validate';
import { issuesToErrors } from './zod-validate';

/** A content form's values: the record as read (edit) or the defaults (create), as the inputs left them. */
export interface ContentFormValues {
  site_id?: unknown;
  locale?: unknown;
  template?: unknown;
  device?: unknown;
  sort?: unknown;
  active?: unknown;
  starts_at?: unknown;
  ends_at?: unknown;
  version?: unknown;
  data?: Record<string, unknown>;
  [other: string]: unknown;
}

/** Choices that are numbers in the API (a radio group may hand them back as strings). */
const NUMERIC = new Set([
  'use_type',
  'link_type',
  'link_method',
  'display_before_login',
  'display_after_login',
  'location',
  'display_frequency',
  'banner_interval',
  'gt_id',
]);

function numbersIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numbersIn);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      NUMERIC.has(key) && typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : numbersIn(v),
    ]),
  );
}

/**
 * The kind's data as the API takes it. A banner's link is one of three shapes (an address outside, a
 * path on the site, or a game), so only the fields of the chosen one are sent.
 */
export function kindData(kind: ContentKind, data: Record<string, unknown> = {}): Record<string, unknown> {
  const out = numbersIn(data) as Record<string, unknown>;
  if (kind === 'banner') {
    if (out.link_type === 2) delete out.link_url;
    else delete out.game_link_parameter;
  }
  return out;
}

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The shared fields of an entry as the API takes them (empty inputs are "every" / "no limit"). */
function sharedFields(kind: ContentKind, values: ContentFormValues) {
  return {
    locale: orNull(values.locale) as ContentCreate['locale'],
    template: orNull(values.template) as ContentCreate['template'],
    device: Number(values.device ?? 0) as 0 | 1 | 2,
    sort: values.sort === '' || values.sort === null || values.sort === undefined ? 0 : Number(values.sort),
    active: values.active !== false,
    starts_at: orNull(values.starts_at) as string | null,
    ends_at: orNull(values.ends_at) as string | null,
    data: kindData(kind, values.data),
  };
}

/** POST /api/admin/content. */
export const createBody = (kind: ContentKind, values: ContentFormValues): ContentCreate => ({
  site_id: (values.site_id === '' || values.site_id == null ? undefined : Number(values.site_id)) as number,
  kind,
  ...sharedFields(kind, values),
});

/** PUT /api/admin/content/:id: everything the form shows, with the version it was read at (stale → 409). */
export const updateBody = (kind: ContentKind, values: ContentFormValues): ContentUpdate => ({
  version: Number(values.version),
  ...sharedFields(kind, values),
});

/** The body's issues under the contract's schemas: the shared fields, then the kind's data under `data.`. */
export function contentIssues(kind: ContentKind, body: ContentCreate | ContentUpdate): z.core.$ZodIssue[] {
  const entry = ('site_id' in body ? contentCreate : contentUpdate).safeParse(body);
  const data = consoleContentKinds[kind].safeParse(body.data ?? {});
  return [
    ...(entry.success ? [] : entry.error.issues),
    ...(data.success ? [] : data.error.issues.map((issue) => ({ ...issue, path: ['data', ...issue.path] }))),
  ];
}

/** The form's `validate`: the same rules the server applies, on the inputs they concern. */
export function contentValidator(kind: ContentKind, mode: 'create' | 'edit') {
  return (values: ContentFormValues): FormErrors => {
    const body = mode === 'create' ? createBody(kind, values) : updateBody(kind, values);
    return issuesToErrors(contentIssues(kind, body), body);
  };
}
