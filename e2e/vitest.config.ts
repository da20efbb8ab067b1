import { defineConfig } from 'vitest/config';

// Browser tests: one built server for the whole run (global setup), Chromium per file.
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/server.ts'],
    setupFiles: ['./support/hydration-check.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits 1 s by default: too short for a server call plus a render on a loaded CI machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // A loaded CI machine can stall one browser step past its timeout; a test must pass on a retry
    // to count, and the JSON report still records every failed attempt.
    retry: 2,
  },
});
