import type { BuildMeta } from '@playdeck/contract';
import { firstBuildMeta } from '../../shared/api/first-data';

const META_TIMEOUT_MS = 5_000;

/**
 * The route rules of this build and site (builds/meta/{buildId}.json). Fetched once at boot and
 * then applied to every navigation; without them (offline, slow) the site still works, just unredirected.
 * The page carries them inline, so the first navigation waits for no round trip.
 */
export async function loadBuildMeta(buildId: string): Promise<BuildMeta | null> {
  const inline = firstBuildMeta(buildId);
  if (inline) return inline;
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), META_TIMEOUT_MS);
  try {
    const res = await fetch(`/builds/meta/${encodeURIComponent(buildId)}.json`, { signal: controller.signal });
    if (!res.ok) return null;
    const meta = (await res.json()) as Partial<BuildMeta>;
    return {
      id: String(meta.id ?? buildId),
      timestamp: Number(meta.timestamp ?? 0),
      routeRules: Array.isArray(meta.routeRules) ? meta.routeRules : [],
      redirectHosts: Array.isArray(meta.redirectHosts) ? meta.redirectHosts : [],
      prerendered: Array.isArray(meta.prerendered) ? meta.prerendered : [],
    };
  } catch {
    return null;
  } finally {
    window.clearTimeout(timer);
  }
}
