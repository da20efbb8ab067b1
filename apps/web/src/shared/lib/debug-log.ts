/** The site's environments; only production keeps the console quiet. */
export type AppEnv = 'local' | 'beta' | 'stage' | 'production' | (string & {});

/**
 * A debug logger that speaks outside production only: the
 * realtime and API details it prints help a developer, and are noise, or a leak, on a member's console.
 */
export function createDebugLog(env: AppEnv, sink: (...args: unknown[]) => void = console.debug) {
  const enabled = env !== 'production';
  return (...args: unknown[]): void => {
    if (enabled) sink('[playdeck]', ...args);
  };
}
