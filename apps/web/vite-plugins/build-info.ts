import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Gives every build an id (time in base 36 plus a random suffix, so two builds in the same millisecond
 * still differ), exposes it as import.meta.env.VITE_BUILD_ID and writes dist/build.json, which the server
 * serves as /builds/latest.json. The running page polls that file to learn that a newer build is live.
 */
export function buildInfo(): Plugin {
  const timestamp = Date.now();
  const id = `${timestamp.toString(36)}-${randomBytes(3).toString('hex')}`;
  return {
    name: 'playdeck-build-info',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id, timestamp }) });
    },
  };
}
