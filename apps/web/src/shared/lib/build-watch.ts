import type { BuildLatest } from '@playdeck/contract';
import { BUILD_POLL_INTERVAL_MS } from '@playdeck/contract';
import { reloadOnce } from './reload-guard';

/**
 * Polls builds/latest.json and reloads when another build is live, so a long-open tab does not
 * keep calling an API it no longer matches. Also checks when the tab regains focus.
 */
export function watchBuild(currentId: string, onNewer: () => void = () => void reloadOnce()): () => void {
  let stopped = false;
  const check = async () => {
    try {
      const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
      if (!res.ok) return;
      const latest = (await res.json()) as Partial<BuildLatest>;
      if (!stopped && typeof latest.id === 'string' && latest.id !== currentId) onNewer();
    } catch {
      // Offline or the server is restarting: the next poll tries again.
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
  window.addEventListener('focus', onVisible);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('focus', onVisible);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
