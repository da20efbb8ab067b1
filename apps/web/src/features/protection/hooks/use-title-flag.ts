import { useEffect } from 'react';

/**
 * Puts a word before the tab's title while mounted. A game in a window of its own covers the page that shows
 * the reality check; the flagged title is how the member sees, from the game, that the site is asking.
 */
export function useTitleFlag(flag: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${flag} · ${previous}`;
    return () => {
      document.title = previous;
    };
  }, [flag]);
}
