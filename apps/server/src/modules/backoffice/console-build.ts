import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ConsoleBuild {
  /** index.html and assets/ were there when the server started. */
  built: boolean;
  assetsDir: string;
  /** The console's page, re-read when a rebuild replaces it (new hashed file names). */
  indexHtml(): string | undefined;
}

/** The built operator console (apps/backoffice/dist): one index.html and hashed files in assets/. */
export function loadConsoleBuild(distDir: string): ConsoleBuild {
  const indexPath = join(distDir, 'index.html');
  const assetsDir = join(distDir, 'assets');
  let cache: { mtimeMs: number; html: string } | undefined;
  return {
    built: existsSync(indexPath) && existsSync(assetsDir),
    assetsDir,
    indexHtml() {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(indexPath).mtimeMs;
      } catch {
        return undefined;
      }
      if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
      return cache.html;
    },
  };
}
