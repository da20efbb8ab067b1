import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace but e2e (which needs a built, running server).
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on 2 cores is one worker (cores minus one), which leaves a core idle while a test
    // waits on a database, a timer or the network. Measured on this 2-core machine, quiet, the whole stage
    // on both databases: 1 worker 760 s, 2 workers 516 s.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/{server,sandbox-provider,sandbox-gateway}/src/**/*.test.ts'],
          // The first-start database every API test copies, built once per run (decision 0042).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A worker runs its server test files one after another in one process, which loads the server's
          // modules and compiles PGlite's WebAssembly once rather than per file. Each file still builds its
          // own apps on their own databases and closes them, and no server test mocks a module or changes
          // the environment. Measured on both databases, quiet, 2026-11-29: 786 s and 1,281 s of CPU
          // isolated, 567 s and 852 s not (a worker then peaks at 1.6 GB resident instead of 0.9).
          isolate: false,
        },
      },
      {
        extends: true,
        // The member site's and the console's tests keep state in modules (stores, i18n): a process each.
        test: { name: 'web', include: ['apps/{web,backoffice}/src/**/*.test.ts'] },
      },
    ],
  },
});
