import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace but e2e (which needs a built, running server).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    // The first-start database every API test copies, built once per run (decision 0042).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
