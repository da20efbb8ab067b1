import type { TestProject } from 'vitest/node';
import { ensurePgliteSnapshot, ensurePostgresTemplate, templateKey } from './db-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite data directory every test's embedded database starts from. */
    pgliteSnapshot: string;
    /** The PostgreSQL template database every test's scratch database is created from (with DATABASE_URL). */
    postgresTemplate: string;
  }
}

/** Builds (or finds) the first-start database once for the run: see db-template.ts. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const key = templateKey();
  const [snapshot, template] = await Promise.all([
    ensurePgliteSnapshot(key),
    process.env.DATABASE_URL ? ensurePostgresTemplate(process.env.DATABASE_URL, key) : Promise.resolve(''),
  ]);
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', template);
  console.log(`test databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${key})`);
}
