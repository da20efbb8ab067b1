import { useEffect } from 'react';
import { useLogo } from '../api/get-logos';

/** Swaps the tab icon for the operator's favicon once the logos are known. */
export function useFavicon(): void {
  const href = useLogo('favicon');
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = href;
  }, [href]);
}
