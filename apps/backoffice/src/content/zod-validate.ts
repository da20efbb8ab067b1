import type { z } from 'zod';

// The console checks a form with the very zod schema the server parses the request with (the contract's),
// so both sides agree on every rule. @hookform/resolvers is not installed; react-admin's form-level
// `validate` takes a plain function answering `{ field: { nested: message } }`, which this builds.

/** What react-admin shows under an input: a message key, with arguments when it has placeholders. */
export type FieldMessage = string | { message: string; args: Record<string, unknown> };

export interface FormErrors {
  [field: string]: FieldMessage | FormErrors | FormErrors[];
}

type Issue = z.core.$ZodIssue;

/** The rules the contract writes as messages, as keys of the console's catalogue. */
const RULE_KEYS: Record<string, string> = {
  'must be an http(s) address': 'app.content.validation.http_url',
  'must be a path on this site': 'app.content.validation.site_path',
  'must be /main/{id} or /faq/{id}': 'app.content.validation.article_path',
  'must not contain a NUL character (\\u0000)': 'app.content.validation.nul',
  'must not contain an unpaired UTF-16 surrogate': 'app.content.validation.nul',
  'must be after starts_at': 'app.content.validation.after_start',
  'letters, digits, _ and - only': 'app.content.validation.slug',
  'lower-case letters and _ only': 'app.content.validation.category',
  'a template name such as H5_1': 'app.content.validation.template',
};

const REQUIRED = 'ra.validation.required';

const missing = (value: unknown) => value === undefined || value === null;

/** One issue in the operator's words; `value` is what the body held there (zod issues do not carry it). */
export function issueMessage(issue: Issue, value: unknown): FieldMessage {
  switch (issue.code) {
    case 'invalid_type':
      return missing(value) ? REQUIRED : 'app.content.validation.type';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? REQUIRED : rule('ra.validation.minLength', { min: issue.minimum });
      if (issue.origin === 'array') return rule('app.content.validation.too_few', { min: issue.minimum });
      return rule('ra.validation.minValue', { min: issue.minimum });
    case 'too_big':
      if (issue.origin === 'string') return rule('ra.validation.maxLength', { max: issue.maximum });
      if (issue.origin === 'array') return rule('app.content.validation.too_many', { max: issue.maximum });
      return rule('ra.validation.maxValue', { max: issue.maximum });
    case 'invalid_union':
      return missing(value) ? REQUIRED : unionMessage(issue);
    case 'invalid_value':
      return 'app.content.validation.choose';
    case 'invalid_format':
      return RULE_KEYS[issue.message] ?? (issue.format === 'datetime' ? 'app.content.validation.date' : issue.message);
    default:
      return RULE_KEYS[issue.message] ?? issue.message;
  }
}

const rule = (message: string, args: Record<string, unknown>): FieldMessage => ({ message, args });

/** "A picture is a path or an address": the alternatives' rules together, when they are known ones. */
function unionMessage(issue: Extract<Issue, { code: 'invalid_union' }>): FieldMessage {
  const keys = new Set(
    issue.errors.flatMap((alternative) => alternative.map((i) => RULE_KEYS[i.message]).filter(Boolean)),
  );
  if (keys.has('app.content.validation.http_url') && keys.has('app.content.validation.site_path'))
    return 'app.content.validation.url_or_path';
  if (keys.has('app.content.validation.http_url') && keys.has('app.content.validation.article_path'))
    return 'app.content.validation.url_or_article';
  const [first] = keys;
  return first ?? 'app.content.validation.choose';
}

/** Puts a message at a path unless that field (or a parent of it) already has one. */
function setAt(errors: FormErrors, path: readonly string[], message: FieldMessage): void {
  let node: Record<string, unknown> = errors;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const next = node[key];
    if (next === undefined) node[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    else if (typeof next !== 'object' || next === null || 'message' in next) return;
    node = node[key] as Record<string, unknown>;
  }
  const leaf = path[path.length - 1]!;
  node[leaf] ??= message;
}

const valueAt = (body: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );

/** Issues of `body` as react-admin's nested error object; the first issue of a field wins. */
export function issuesToErrors(issues: readonly Issue[], body?: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    // A key the schema does not take is reported under its own name (the body builders send none).
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    if (path.length === 0) continue; // a rule of the whole body: the server's 400 will name it
    setAt(errors, path.map(String), issueMessage(issue, valueAt(body, issue.path)));
  }
  return errors;
}

/**
 * A react-admin form `validate` function: the form's values become the request body (`toBody`, the same
 * function the save uses), the contract schema checks it, and its issues come back on the inputs.
 */
export function zodFormValidator<V>(schema: z.ZodType, toBody: (values: V) => unknown) {
  return (values: V): FormErrors => {
    let body: unknown;
    try {
      body = toBody(values);
    } catch {
      return {};
    }
    const result = schema.safeParse(body);
    return result.success ? {} : issuesToErrors(result.error.issues, body);
  };
}
