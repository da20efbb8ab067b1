import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { openPage } from '../lib/navigation';
import { useLayout } from '../stores/layout-store';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A real <a href> (so it can be opened in a new tab) whose plain click follows the route's rules:
 * in-app navigation, or a full page load / desktop popup for member, proxy and payment pages.
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const mode = useLayout((s) => s.mode);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    void openPage(to, mode);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
