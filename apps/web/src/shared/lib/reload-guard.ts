import { CHUNK_RELOAD_GUARD_MS, SESSION_KEYS } from '@playdeck/contract';
import { session } from './storage';

/** Session key holding, per path, when this tab last reloaded itself for a new build or a lost chunk. */
export const RELOAD_GUARD_KEY = SESSION_KEYS.chunkReloadAt;

type ReloadLog = Record<string, number>;

export function mayReload(log: ReloadLog, path: string, now: number): boolean {
  const last = log[path];
  return last === undefined || now - last >= CHUNK_RELOAD_GUARD_MS;
}

function readLog(): ReloadLog {
  try {
    const parsed: unknown = JSON.parse(session.get(RELOAD_GUARD_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ReloadLog) : {};
  } catch {
    return {};
  }
}

/**
 * Reloads the page unless this path already reloaded within the guard window, so a broken deploy cannot
 * trap the visitor in a reload loop. Returns whether a reload was started.
 */
export function reloadOnce(now = Date.now()): boolean {
  const path = location.pathname;
  const log = readLog();
  if (!mayReload(log, path, now)) return false;
  log[path] = now;
  session.set(RELOAD_GUARD_KEY, JSON.stringify(log));
  location.reload();
  return true;
}

/**
 * A chunk that fails to load (typically: a new deploy removed the old hashed files) reloads the page once.
 * When the guard refuses, the error is left to surface as the error page.
 */
export function reloadOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}

/** Wraps a dynamic import so a missing chunk reloads the page (once) instead of breaking the route. */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadOnce()) return new Promise<T>(() => undefined);
    throw error;
  }
}
