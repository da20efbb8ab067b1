import { ANALYTICS_TAGS } from '@playdeck/contract';
import type { ZodType } from 'zod';

/** The fields each tab sends (with the version it read): a tab never overwrites another tab's fields. */
export const SECTIONS = {
  general: [
    'name',
    'title',
    'title_en',
    'domains',
    'template_name',
    'mobile_template_name',
    'is_demo',
    'games_closed',
    'time_zone',
  ],
  languages: ['currencies', 'default_currency', 'locales', 'default_locale'],
  customer: ['customer_urls'],
  routes: ['route_rules', 'redirect_hosts'],
  blocked: ['blocked_ips', 'blocked_countries', 'require_country'],
  members: ['hidden_member_links', 'agent_level_names', 'agent_applications_open'],
  analytics: ['analytics'],
} as const;
export type Section = keyof typeof SECTIONS;

/** Fields typed one entry per line: the form keeps the lines as typed, the payload drops blank ones. */
export const LINE_FIELDS = new Set(['domains', 'redirect_hosts', 'blocked_ips', 'agent_level_names']);

const cleanLines = (value: unknown) =>
  Array.isArray(value) ? value.map((line) => String(line).trim()).filter((line) => line !== '') : value;

const cleanRule = (rule: Record<string, unknown>) => ({
  path: String(rule.path ?? '').trim(),
  redirect: String(rule.redirect ?? '').trim(),
  ...(rule.status ? { status: Number(rule.status) } : {}),
});

type Row = Record<string, unknown>;
const asRows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]).filter(Boolean) : []);

/** The analytics tags as the form holds them, with the empty values react-admin leaves made explicit. */
function cleanAnalytics(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { tags = {}, event_locales } = value as { tags?: Record<string, Row>; event_locales?: unknown };
  const cleanTag = (tag: Row = {}) => ({
    on: tag.on === true,
    id: String(tag.id ?? '').trim(),
    domain_ids: asRows(tag.domain_ids).map((d) => ({
      domain: String(d.domain ?? '').trim(),
      id: String(d.id ?? '').trim(),
    })),
  });
  return {
    tags: Object.fromEntries(ANALYTICS_TAGS.map((tag) => [tag, cleanTag(tags[tag])])),
    event_locales: Array.isArray(event_locales) ? event_locales : [],
  };
}

/** What one tab's save sends: its own fields, cleaned, and the version the console read. */
export function sectionPayload(section: Section, values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = { version: values.version };
  for (const key of SECTIONS[section]) {
    const value = values[key];
    if (LINE_FIELDS.has(key)) payload[key] = cleanLines(value);
    else if (key === 'route_rules') payload[key] = Array.isArray(value) ? value.map(cleanRule) : value;
    else if (key === 'analytics') payload[key] = cleanAnalytics(value);
    else payload[key] = value;
  }
  return payload;
}

/** Fields whose errors mark the inner input they are about, not the whole field. */
const NESTED_FIELDS = new Set(['route_rules', 'fields', 'customer_urls', 'analytics']);

/** Sets `value` at `path` in a nested errors object, making arrays where the next key is an index. */
function setIn(target: Record<string | number, unknown>, path: (string | number)[], value: string): void {
  let node = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] ??= value;
      return;
    }
    node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

/**
 * The shared schema's verdict on a payload, shaped as react-admin's form errors. An entry of a list typed
 * as lines, a currency or a locale marks its whole input; a route rule's field marks that field.
 */
export function formErrors(
  schema: ZodType,
  payload: unknown,
  message: (field: string, fallback: string) => string,
): Record<string, unknown> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
    const field = String(path[0] ?? '');
    if (field === 'version') continue;
    const keep = NESTED_FIELDS.has(field) ? path : [field];
    setIn(errors, keep, message(field, issue.message));
  }
  return errors;
}
