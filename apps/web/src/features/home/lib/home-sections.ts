import type { HomeSection } from '@playdeck/contract';
import { HOME_SECTIONS } from '@playdeck/contract';
import type { LayoutMode } from '../../../shared/lib/device';

/** The home page's own order, used on desktop and until (or unless) the template config says otherwise. */
export const DEFAULT_HOME_SECTIONS: readonly HomeSection[] = [
  'banner',
  'marquee',
  'entrances',
  'jackpot',
  'hot',
  'demo',
];

const KNOWN = new Set<string>(HOME_SECTIONS);

/**
 * On mobile the sections come in the template config's home_sections order (unknown names
 * and repeats dropped); desktop keeps the default order.
 */
export function homeSections(mode: LayoutMode, configured: readonly string[] | undefined): HomeSection[] {
  if (mode === 'desktop' || !configured || configured.length === 0) return [...DEFAULT_HOME_SECTIONS];
  return [...new Set(configured)].filter((name): name is HomeSection => KNOWN.has(name));
}
