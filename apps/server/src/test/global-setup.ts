import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensurePgliteSnapshot, ensurePostgresTemplate, templateKey } from './db-template.js';
import { buildWebRenderer } from './web-renderer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite data directory every test's embedded database starts from. */
    pgliteSnapshot: string;
    /** The PostgreSQL template database every test's scratch database is created from (with DATABASE_URL). */
    postgresTemplate: string;
    /** A WEB_DIST with the member site's server renderer built (the page template unbuilt). */
    webRendererDist: string;
  }
}

/** Builds (or finds) the first-start database once for the run (see db-template.ts), and the page renderer. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const key = templateKey();
  const [snapshot, template, webRendererDist] = await Promise.all([
    ensurePgliteSnapshot(key),
    process.env.DATABASE_URL ? ensurePostgresTemplate(process.env.DATABASE_URL, key) : Promise.resolve(''),
    buildWebRenderer(),
  ]);
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', template);
  project.provide('webRendererDist', webRendererDist);
  // The renderer's folder goes when the run ends (the databases are kept for the next run).
  const teardown = () => rmSync(dirname(webRendererDist), { recursive: true, force: true });
  console.log(`test databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${key})`);
  return teardown;
}
