import { defineConfig } from 'vitest/config';

// The cluster test: two built server nodes behind nginx on PostgreSQL and Redis, started by the test file
// itself (it stops one of them), so no global server.
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
