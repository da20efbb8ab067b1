import { PLATFORM_DESCRIPTION_MAX } from '@playdeck/contract';

/**
 * The platforms named in a description (the page's meta description): each name once, in the given
 * order, at most PLATFORM_DESCRIPTION_MAX of them, so a long catalogue does not bloat the text.
 */
export function describePlatforms(names: readonly string[]): string {
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  return unique.slice(0, PLATFORM_DESCRIPTION_MAX).join(', ');
}
