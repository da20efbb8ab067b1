/**
 * What production refuses to start with: test-only switches, and secrets or keys anyone can read in
 * this repository or guess. Each problem is one line naming its setting.
 */

/** Values printed in this repository (code, README, tests): never secret. */
export const KNOWN_VALUES = new Set([
  'playdeck-development-secret-never-use-in-production',
  'sandbox-operator-key',
  'sandbox-development-secret',
  'test-operator-key',
  'test-secret',
]);

/** A secret drawn at random has many different characters; `aaaa…` or `1212…` does not. */
const MIN_DISTINCT_CHARACTERS = 10;

export function weakSecret(value: string, minLength = 32): string | undefined {
  if (value.length < minLength) return `must be at least ${minLength} characters`;
  if (KNOWN_VALUES.has(value)) return 'is a value published in the Playdeck repository; generate your own';
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return 'is not random enough; generate one (openssl rand -hex 32)';
  return undefined;
}

interface ProductionInputs {
  SEED_DEMO?: 'true' | 'false';
  CAPTCHA_FIXED_ANSWER?: string;
  SMS_OUTBOX_READABLE: boolean;
  PROGRAMME_JOBS_RUNNABLE: boolean;
  SERVER_SECRET?: string;
  GAME_PROVIDER_URL?: string;
  GAME_PROVIDER_KEY?: string;
  METRICS_TOKEN?: string;
}

export function productionProblems(c: ProductionInputs): string[] {
  const problems: string[] = [];
  const testOnly = {
    CAPTCHA_FIXED_ANSWER: Boolean(c.CAPTCHA_FIXED_ANSWER),
    SMS_OUTBOX_READABLE: c.SMS_OUTBOX_READABLE,
    PROGRAMME_JOBS_RUNNABLE: c.PROGRAMME_JOBS_RUNNABLE,
  };
  for (const [name, on] of Object.entries(testOnly)) {
    if (on) problems.push(`${name}: a test-only switch, refused when NODE_ENV=production`);
  }
  // The demo's operators and members sign in with the passwords the README prints.
  if (c.SEED_DEMO === 'true') {
    problems.push(
      'SEED_DEMO: the demo operators and members have published passwords, refused when NODE_ENV=production ' +
        '(make the first site and owner with site:create and operator:create)',
    );
  }
  if (!c.SERVER_SECRET) problems.push('SERVER_SECRET: required when NODE_ENV=production (32+ characters)');
  else {
    const weak = weakSecret(c.SERVER_SECRET);
    if (weak) problems.push(`SERVER_SECRET: ${weak}`);
  }
  // Metrics name routes, queues and volumes of money waiting: never open to the internet.
  const weakMetrics = c.METRICS_TOKEN ? weakSecret(c.METRICS_TOKEN, 24) : 'required when NODE_ENV=production';
  if (weakMetrics) problems.push(`METRICS_TOKEN: ${weakMetrics} (GET /metrics answers only this bearer token)`);
  if (c.GAME_PROVIDER_URL) {
    const weak = c.GAME_PROVIDER_KEY ? weakSecret(c.GAME_PROVIDER_KEY, 24) : 'required with GAME_PROVIDER_URL';
    if (weak) problems.push(`GAME_PROVIDER_KEY: ${weak}`);
  }
  return problems;
}
