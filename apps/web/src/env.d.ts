/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite-plugins/build-info.ts; the same id is written to dist/build.json. */
  readonly VITE_BUILD_ID: string;
}
