import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The browser files of the game pages (plain JS modules and CSS, not compiled). */
export const GAME_ASSETS_DIR = fileURLToPath(new URL('./assets', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const FILES = ['common.js', 'slot.js', 'crash.js', 'sports.js', 'games.css'];

export interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

/**
 * Reads the files once at startup. A bundled server (esbuild puts everything in one dist file, where
 * import.meta.url no longer points here) passes the folder it copied them to as `assetsDir`.
 */
export function loadGameAssets(dir = GAME_ASSETS_DIR): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const file of FILES) {
    const body = readFileSync(join(dir, file));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    assets.set(file, { body, type: TYPES[file.slice(file.lastIndexOf('.'))]!, etag });
  }
  return assets;
}
