import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { APP_ENVS } from '@playdeck/contract';
import { productionProblems } from './production-checks.js';

/** The server package root, found from this file whether it runs from src (tsx) or dist (bundle). */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@playdeck/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @playdeck/server package root');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
const REPO_ROOT = resolve(SERVER_ROOT, '../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, with its default; README's configuration table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(APP_ENVS).optional(),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(join(REPO_ROOT, '.data')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Names this deployment's keys and channels in Redis, so deployments sharing one Redis keep apart. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'letters, digits, _ . - (at most 40)')
    .default('playdeck'),
  DEFAULT_SITE_ID: z.coerce.number().int().positive().default(1),
  COUNTRY_HEADER: z.string().toLowerCase().default('cf-ipcountry'),
  CONFIG_WEBSOCKET_URL: z.string().default(''),
  /** The socket address for pages served over https; empty: CONFIG_WEBSOCKET_URL. */
  CONFIG_WEBSOCKET_URL_SSL: z.string().default(''),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  /** The built operator console, served at /admin/. */
  BACKOFFICE_DIST: z.string().default(join(REPO_ROOT, 'apps/backoffice/dist')),
  MIGRATIONS_DIR: z.string().default(join(SERVER_ROOT, 'src/db/migrations')),
  SANDBOX_DIR: z.string().default(join(REPO_ROOT, 'apps/sandbox-provider/src')),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  DESKTOP_LOCK: flag,
  TRUST_PROXY: flag,
  /**
   * The bearer token that reads GET /metrics; unset leaves it open, which production refuses. Prometheus
   * sends it as `Authorization: Bearer <token>`.
   */
  METRICS_TOKEN: z.string().min(1).optional(),
  /** On SIGTERM, how long requests in flight (and running jobs) get before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60 * 24),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** A back-office session ends after this long without a call. */
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** Pages and static files per minute per client address (a page load is ~25 files). */
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3_000),
  /** Signs login headers and seals query-login payloads; must be set (and shared by all nodes) in production. */
  SERVER_SECRET: z.string().min(32).optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** The HTTP SMS gateway: receives POST { to, text, reference } as JSON. */
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Sandbox gateway behaviour: share of sends that fail, and of sends that time out after delivering. */
  SMS_SANDBOX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  SMS_SANDBOX_TIMEOUT_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Sandbox gateway: messages its prepaid account may send in all (unset: unlimited); then "no balance". */
  SMS_SANDBOX_CREDIT: z.coerce.number().int().min(0).optional(),
  /** A game provider's wallet API; unset runs the sandbox provider inside this server at /sandbox-provider. */
  GAME_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The key this server sends to GAME_PROVIDER_URL; outside production it defaults to the stand-alone sandbox's. */
  GAME_PROVIDER_KEY: z.string().min(8).optional(),
  /**
   * Runs the sandbox provider inside this server when GAME_PROVIDER_URL is unset. On by default outside
   * production; production must say `true` (a free-play provider) or name a real provider.
   */
  EMBEDDED_SANDBOX_PROVIDER: z.enum(['true', 'false']).optional(),
  /** A provider call without an answer by then leaves its transfer pending for the reconciler. */
  GAME_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  /**
   * Where aggregators reach the seamless wallet (Hub88's Wallet API under /hub88): a port of its own, never
   * the member site's, on loopback unless WALLET_API_HOST says otherwise (behind the operator's allow-list).
   * Unset: not listening (the embedded sandbox calls it in process).
   */
  WALLET_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WALLET_API_HOST: z.string().min(1).max(255).default('127.0.0.1'),
  /** An open game's lease: the provider's play session (12 h at the sandbox); then the game is closed (0038). */
  GAME_LEASE_SECONDS: z.coerce.number().int().min(1).default(43_200),
  /** After this, balance-back (the member's or finance's) closes an open game that was never left (0038). */
  GAME_CLOSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(120),
  /** The embedded sandbox provider's behaviour: latency range ("20-120" ms), and shares of failures. */
  SANDBOX_LATENCY_MS: z
    .string()
    .regex(/^\d+(-\d+)?$/)
    .default('0'),
  SANDBOX_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
  SANDBOX_TIMEOUT_RATE: z.coerce.number().min(0).max(1).default(0),
  SANDBOX_HANG_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * Runs the sandbox payment gateway inside this server (its pay page at /sandbox-gateway): anyone can
   * "pay" there, so it is for development and tests only and refused in production.
   */
  SANDBOX_PAYMENT_GATEWAY: z.enum(['true', 'false']).optional(),
  SANDBOX_GATEWAY_DIR: z.string().default(join(REPO_ROOT, 'apps/sandbox-gateway/src')),
  /** A gateway call without an answer by then leaves its order's outcome unknown for the reconciler. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  /** How often the embedded sandbox gateway delivers callbacks and settles payouts. */
  GATEWAY_SANDBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Test-only: GET /api/test/sms-outbox reads the sandbox's messages. Refused in production. */
  SMS_OUTBOX_READABLE: flag,
  /**
   * Test-only: POST /api/test/programmes/run runs the programmes' jobs with the clock moved on (a browser
   * test cannot wait for a day to end). Refused in production.
   */
  PROGRAMME_JOBS_RUNNABLE: flag,
  /** Test-only: every captcha's answer is this text. Refused in production. */
  CAPTCHA_FIXED_ANSWER: z.string().min(1).max(16).optional(),
});

const DEV_SECRET = 'playdeck-development-secret-never-use-in-production';
/** The stand-alone sandbox's development key (apps/sandbox-provider); production refuses it. */
const STANDALONE_SANDBOX_KEY = 'sandbox-operator-key';

type Settled =
  | 'APP_ENV'
  | 'SEED_DEMO'
  | 'SERVER_SECRET'
  | 'GAME_PROVIDER_KEY'
  | 'EMBEDDED_SANDBOX_PROVIDER'
  | 'SANDBOX_PAYMENT_GATEWAY';
export type Config = Omit<z.infer<typeof configSchema>, Settled> & {
  APP_ENV: (typeof APP_ENVS)[number];
  SEED_DEMO: boolean;
  SERVER_SECRET: string;
  GAME_PROVIDER_KEY: string;
  /** The sandbox provider runs inside this server (no GAME_PROVIDER_URL). */
  EMBEDDED_SANDBOX_PROVIDER: boolean;
  /** The sandbox payment gateway runs inside this server (never in production). */
  SANDBOX_PAYMENT_GATEWAY: boolean;
  /** Its fault settings: every GATEWAY_SANDBOX_* variable (latency, lost and duplicate callbacks ...). */
  GATEWAY_SANDBOX_ENV: Record<string, string>;
};

/** Reads and validates the environment once; throws a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const problems = production ? productionProblems(c) : [];
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) problems.push('SMS_HTTP_URL: required when SMS_PROVIDER=http');
  // Production runs the sandbox only when told to (a free-play provider); elsewhere unless told not to.
  const embedded =
    !c.GAME_PROVIDER_URL &&
    (production ? c.EMBEDDED_SANDBOX_PROVIDER === 'true' : c.EMBEDDED_SANDBOX_PROVIDER !== 'false');
  if (!c.GAME_PROVIDER_URL && !embedded) {
    problems.push('GAME_PROVIDER_URL: required (or EMBEDDED_SANDBOX_PROVIDER=true for the free-play sandbox provider)');
  }
  if (production && c.SANDBOX_PAYMENT_GATEWAY === 'true') {
    problems.push(
      'SANDBOX_PAYMENT_GATEWAY: a test-only gateway (anyone can pay on its page), refused when NODE_ENV=production',
    );
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...c,
    GAME_PROVIDER_KEY: c.GAME_PROVIDER_KEY ?? STANDALONE_SANDBOX_KEY,
    EMBEDDED_SANDBOX_PROVIDER: embedded,
    SANDBOX_PAYMENT_GATEWAY: !production && c.SANDBOX_PAYMENT_GATEWAY !== 'false',
    GATEWAY_SANDBOX_ENV: Object.fromEntries(
      Object.entries(env).filter(
        (e): e is [string, string] => e[0].startsWith('GATEWAY_SANDBOX_') && e[1] !== undefined,
      ),
    ),
    APP_ENV: c.APP_ENV ?? (production ? 'production' : 'local'),
    // The demo seed creates known operator and member credentials: never in production (refused above).
    SEED_DEMO: c.SEED_DEMO ? c.SEED_DEMO === 'true' : !production,
    SERVER_SECRET: c.SERVER_SECRET ?? DEV_SECRET,
  };
}

/** A config for tests: defaults plus overrides, never reading the process environment for secrets. */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof configSchema>, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
