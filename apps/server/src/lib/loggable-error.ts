/**
 * What a failure may write to the log. A failed query carries its parameters (drizzle puts them in the
 * message and in `params`; PGlite adds `query`, `params` and `queryOptions`; PostgreSQL's own message and
 * `detail` quote the offending value), and those are passwords, codes and tokens. So an error is rebuilt
 * from an allow-list: its type, a message with the values taken out, the stack frames, the database's
 * SQLSTATE and the names of what failed, and the same for its cause.
 */
export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  statusCode?: number;
  /** The database error's fields that name things, never values. */
  database?: { severity?: string; routine?: string; table?: string; column?: string; constraint?: string };
  cause?: LoggableError;
}

type ErrorLike = Error & Record<string, unknown>;

const MAX_CAUSES = 3;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const FRAME = /^\s+at /;

const stringField = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** PostgreSQL (pg or PGlite) reports a five-character SQLSTATE and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';
}

/** Drizzle's `Failed query: <sql>\nparams: <values>`: the SQL (placeholders only) stays, the values go. */
function messageWithoutValues(error: ErrorLike): string {
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`;
  // A database quotes the value it refused (`invalid input syntax for type integer: "s3cret"`).
  if (isDatabaseError(error)) return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}

function databaseFields(error: ErrorLike): LoggableError['database'] {
  if (!isDatabaseError(error)) return undefined;
  return {
    severity: stringField(error.severity),
    routine: stringField(error.routine),
    table: stringField(error.table),
    column: stringField(error.column),
    constraint: stringField(error.constraint),
  };
}

function typeOf(error: ErrorLike): string {
  const name = error.constructor?.name;
  // Minified classes (PGlite's errors) have one-letter names; `name` says more then.
  return name && name.length > 2 ? name : error.name;
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown non-error value' };
  const e = error as ErrorLike;
  const message = messageWithoutValues(e);
  const type = typeOf(e);
  // The stack's first lines repeat the message; only the frames are kept.
  const frames = (e.stack ?? '').split('\n').filter((line) => FRAME.test(line));
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined;
  return {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(code !== undefined ? { code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(isDatabaseError(e) ? { database: databaseFields(e) } : {}),
    ...(e.cause !== undefined && depth < MAX_CAUSES ? { cause: loggableError(e.cause, depth + 1) } : {}),
  };
}
