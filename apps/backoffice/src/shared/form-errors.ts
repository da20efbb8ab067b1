type Errors = Record<string, unknown>;
interface Issue {
  code: string;
  message: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
}
/** A contract (zod) schema, as far as the form needs it. */
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } };
}

/** Puts `message` at a dotted path of a nested errors object (react-admin maps it onto the fields). */
function setAt(errors: Errors, path: (string | number)[], message: unknown): void {
  let node = errors;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] ??= message;
      return;
    }
    node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Errors;
  });
}

/** The contract's own rules (custom refinements), by their English message, to the console's keys. */
const CUSTOM: Record<string, string> = {
  'must be after start_at': 'app.activities.validation.end_after_start',
  'at most a year after start_at': 'app.activities.validation.at_most_a_year',
  'must be at least count × the minimum amount': 'app.activities.validation.budget_too_low',
  'must be at most count × the maximum amount': 'app.activities.validation.budget_too_high',
  'must be at least the minimum': 'app.activities.validation.max_below_min',
  'at least one language': 'app.activities.validation.one_language',
  'each account once': 'app.activities.validation.each_account_once',
};

/** A rule's message as the console shows it: react-admin's own text for the common rules, else the schema's. */
function messageOf(issue: Issue) {
  if (issue.code === 'custom' && CUSTOM[issue.message]) return CUSTOM[issue.message];
  if (issue.code === 'invalid_type') return 'ra.validation.required';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'ra.validation.required';
  if (issue.code === 'too_small' && issue.origin === 'number')
    return { message: 'ra.validation.minValue', args: { min: issue.minimum } };
  if (issue.code === 'too_big' && issue.origin === 'number')
    return { message: 'ra.validation.maxValue', args: { max: issue.maximum } };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { message: 'ra.validation.maxLength', args: { max: issue.maximum } };
  return issue.message;
}

/**
 * The form checked by the same contract schema the server uses: the payload built from the form is
 * parsed, and each issue goes to the field it names. `fieldOf` maps a payload path to the form's field.
 */
export function schemaErrors(
  schema: Schema,
  payload: unknown,
  extra: Errors = {},
  fieldOf: (path: (string | number)[]) => (string | number)[] = (p) => p,
): Errors {
  const errors: Errors = { ...extra };
  const result = schema.safeParse(payload);
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const path = fieldOf(issue.path.filter((k): k is string | number => typeof k !== 'symbol'));
    setAt(errors, path.length ? path : ['root'], messageOf(issue));
  }
  return errors;
}
