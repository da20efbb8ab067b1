/**
 * Writes the roulette's image sets from the generator: `npx tsx apps/web/src/features/activities/wheel-art/write-art.ts`.
 * The files are committed (Vite hashes and serves them); wheel-art.test.ts fails when they drift from it.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { artFiles } from './art-files';
import { WHEEL_LOOKS } from './palettes';

for (const look of WHEEL_LOOKS) {
  const dir = new URL(`./${look}/`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  const files = artFiles(look);
  for (const stale of readdirSync(dir).filter((name) => !(name in files))) rmSync(new URL(stale, dir));
  for (const [name, svg] of Object.entries(files)) writeFileSync(new URL(name, dir), svg);
  console.log(`${look}: ${Object.keys(files).length} files`);
}
