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
    // Vitest's default on 2 cores is one worker (cores minus one), which leaves a core idle while a test
    // waits on a database, a timer or the network. Measured on this 2-core machine, quiet, the whole stage
    // on both databases: 1 worker 760 s, 2 workers 516 s.
    maxWorkers: 2,
  },
});
