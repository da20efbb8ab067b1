import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DEFAULT_SITE_ID: 1, APP_ENV: 'local', SEED_DEMO: true, DESKTOP_LOCK: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('defaults production to no demo seed and the production environment', () => {
    const c = loadConfig({ NODE_ENV: 'production', SERVER_SECRET: 's'.repeat(40) });
    expect(c).toMatchObject({ APP_ENV: 'production', SEED_DEMO: false });
  });

  it('names every bad value', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', APP_ENV: 'moon' };
    expect(() => loadConfig(bad)).toThrow(/Invalid configuration/);
    for (const key of Object.keys(bad)) expect(() => loadConfig(bad)).toThrow(new RegExp(`${key}:`));
  });
});

describe('production safety', () => {
  const secret = { SERVER_SECRET: 's'.repeat(40) };
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
});

it('refuses the test-only switches (readable SMS outbox, operator routes) in production', () => {
  expect(() =>
    loadConfig({ NODE_ENV: 'production', SERVER_SECRET: 's'.repeat(40), SMS_OUTBOX_READABLE: 'true' }),
  ).toThrow(/SMS_OUTBOX_READABLE/);
  expect(() =>
    loadConfig({ NODE_ENV: 'production', SERVER_SECRET: 's'.repeat(40), TEST_OPERATOR_ROUTES: 'true' }),
  ).toThrow(/TEST_OPERATOR_ROUTES/);
});
