import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const GOOD_SECRET = 'q3Xv9LmT0pRz7KsW2bYc8NdF5hJgA1eU';
/** What production needs besides a secret: a game provider (here the free-play sandbox). */
const METRICS = { METRICS_TOKEN: 'Mt7pQ2xR9vK4sW8bN3cF6hJ1' };
const PROD = { NODE_ENV: 'production', SERVER_SECRET: GOOD_SECRET, EMBEDDED_SANDBOX_PROVIDER: 'true', ...METRICS };

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DEFAULT_SITE_ID: 1, APP_ENV: 'local', SEED_DEMO: true, DESKTOP_LOCK: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('defaults production to no demo seed and the production environment', () => {
    const c = loadConfig(PROD);
    expect(c).toMatchObject({ APP_ENV: 'production', SEED_DEMO: false, EMBEDDED_SANDBOX_PROVIDER: true });
  });

  it('names every bad value', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', APP_ENV: 'moon' };
    expect(() => loadConfig(bad)).toThrow(/Invalid configuration/);
    for (const key of Object.keys(bad)) expect(() => loadConfig(bad)).toThrow(new RegExp(`${key}:`));
  });
});

describe('production safety', () => {
  const secret = { SERVER_SECRET: GOOD_SECRET, EMBEDDED_SANDBOX_PROVIDER: 'true', ...METRICS };
  it('refuses to start with the fixed captcha answer in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_ANSWER: 'abcd', ...secret })).toThrow(
      /CAPTCHA_FIXED_ANSWER/,
    );
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_ANSWER: 'abcd' }).CAPTCHA_FIXED_ANSWER).toBe('abcd');
  });

  it('requires a server secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SERVER_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).SERVER_SECRET).toBe(secret.SERVER_SECRET);
  });

  it('refuses the development secret, values printed in the repository and secrets that are not random', () => {
    for (const SERVER_SECRET of [
      'playdeck-development-secret-never-use-in-production',
      's'.repeat(40),
      '0123012301230123012301230123012301',
    ]) {
      expect(() => loadConfig({ ...PROD, SERVER_SECRET })).toThrow(/SERVER_SECRET/);
    }
  });

  it('runs the embedded sandbox provider in production only when told to, and never with a known provider key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SERVER_SECRET: GOOD_SECRET, ...METRICS })).toThrow(
      /GAME_PROVIDER_URL/,
    );
    const remote = { ...PROD, EMBEDDED_SANDBOX_PROVIDER: undefined, GAME_PROVIDER_URL: 'https://gp.example' };
    expect(() => loadConfig(remote)).toThrow(/GAME_PROVIDER_KEY: required/);
    expect(() => loadConfig({ ...remote, GAME_PROVIDER_KEY: 'sandbox-operator-key' })).toThrow(/GAME_PROVIDER_KEY/);
    const c = loadConfig({ ...remote, GAME_PROVIDER_KEY: 'Zk4mQ8rT2vX6yB1nC5dF9gH3' });
    expect(c).toMatchObject({ EMBEDDED_SANDBOX_PROVIDER: false, GAME_PROVIDER_KEY: 'Zk4mQ8rT2vX6yB1nC5dF9gH3' });
    // Outside production the sandbox runs unless switched off, and then a provider must be named.
    expect(loadConfig({}).EMBEDDED_SANDBOX_PROVIDER).toBe(true);
    expect(() => loadConfig({ EMBEDDED_SANDBOX_PROVIDER: 'false' })).toThrow(/GAME_PROVIDER_URL/);
  });
});

it('refuses the test-only switches (readable SMS outbox, fixed captcha answer) in production', () => {
  expect(() => loadConfig({ ...PROD, SEED_DEMO: 'true' })).toThrow(
    /SEED_DEMO: the demo operators and members have published passwords/,
  );
  expect(loadConfig({ ...PROD, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  expect(() => loadConfig({ ...PROD, SMS_OUTBOX_READABLE: 'true' })).toThrow(/SMS_OUTBOX_READABLE/);
  expect(() => loadConfig({ ...PROD, PROGRAMME_JOBS_RUNNABLE: 'true' })).toThrow(/PROGRAMME_JOBS_RUNNABLE/);
  expect(() => loadConfig({ ...PROD, CAPTCHA_FIXED_ANSWER: 'ABCD' })).toThrow(/CAPTCHA_FIXED_ANSWER/);
});

it('never runs the sandbox payment gateway in production, where its pay page would be free money', () => {
  expect(() => loadConfig({ ...PROD, SANDBOX_PAYMENT_GATEWAY: 'true' })).toThrow(/SANDBOX_PAYMENT_GATEWAY/);
  expect(loadConfig(PROD).SANDBOX_PAYMENT_GATEWAY).toBe(false);
  expect(loadConfig({}).SANDBOX_PAYMENT_GATEWAY).toBe(true);
  expect(loadConfig({ SANDBOX_PAYMENT_GATEWAY: 'false' }).SANDBOX_PAYMENT_GATEWAY).toBe(false);
});

it('has no switch left that opens operator actions without the admin API', () => {
  // Browser and API tests act as a signed-in operator; the old test-only operator routes are gone.
  const config = loadConfig({ TEST_OPERATOR_ROUTES: 'true' } as Record<string, string>);
  expect(config).not.toHaveProperty('TEST_OPERATOR_ROUTES');
});

it('refuses production with metrics open to anyone or behind a guessable token', () => {
  const { METRICS_TOKEN: _token, ...open } = PROD;
  expect(() => loadConfig(open)).toThrow(/METRICS_TOKEN: required/);
  expect(() => loadConfig({ ...PROD, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24/);
  expect(() => loadConfig({ ...PROD, METRICS_TOKEN: 'a'.repeat(30) })).toThrow(/METRICS_TOKEN: is not random/);
  expect(loadConfig(PROD).METRICS_TOKEN).toBe(METRICS.METRICS_TOKEN);
  // Outside production an unset token leaves /metrics open (development, tests).
  expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
});

it('gives in-flight requests ten seconds on SIGTERM unless told otherwise', () => {
  expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
  expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).SHUTDOWN_TIMEOUT_MS).toBe(2_500);
});
