import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildLatest } from '@playdeck/contract';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Playdeck</title><!--playdeck-config--></head><body><div id="root"><!--playdeck-hero--></div></body></html>`;

const LATEST_CHECK_MS = 1_000;

export interface WebBuild {
  /** The page template: the built index.html, or a bare shell when the web app has not been built. */
  html: string;
  built: boolean;
  distDir: string;
  /** The build id in dist/build.json, re-read when the file changes so a new deploy is announced. */
  latest(): BuildLatest;
}

export function loadWebBuild(distDir: string): WebBuild {
  const indexPath = join(distDir, 'index.html');
  const buildPath = join(distDir, 'build.json');
  const built = existsSync(indexPath);
  const unbuilt: BuildLatest = { id: 'unbuilt', timestamp: Date.now() };
  let cache: { mtimeMs: number; value: BuildLatest } | undefined;
  // Every page asks for it: the file is looked at again at most once a second (a deploy is seen within it).
  let checkedAt = 0;
  return {
    html: built ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML,
    built,
    distDir,
    latest() {
      if (cache && Date.now() - checkedAt < LATEST_CHECK_MS) return cache.value;
      checkedAt = Date.now();
      let mtimeMs: number;
      try {
        mtimeMs = statSync(buildPath).mtimeMs;
      } catch {
        return unbuilt;
      }
      if (cache?.mtimeMs !== mtimeMs) {
        cache = { mtimeMs, value: JSON.parse(readFileSync(buildPath, 'utf8')) as BuildLatest };
      }
      return cache.value;
    },
  };
}
