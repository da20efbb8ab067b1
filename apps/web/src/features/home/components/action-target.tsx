import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { t } from '../../../shared/i18n/translate';
import { AppLink } from '../../../shared/ui/app-link';
import { toast } from '../../../shared/ui/toast/toast-store';
import type { BannerAction } from '../lib/banner-click';
import { launchFromBanner, preloadLaunch } from '../lib/lazy-launch';

interface ActionTargetProps {
  action: BannerAction;
  className: string;
  /** The game's name for the launch dialog or page title. */
  name: string;
  children: ReactNode;
}

/**
 * Wraps a banner or an ad in what its click does (lib/banner-click): a real link for addresses and pages
 * (so it can be opened in a tab), a button for a game, or a plain box when it leads nowhere.
 */
export function ActionTarget({ action, className, name, children }: ActionTargetProps) {
  const launches = action.kind === 'launch';
  useEffect(() => {
    if (launches) void preloadLaunch().catch(() => undefined);
  }, [launches]);
  switch (action.kind) {
    case 'external':
      return (
        <a
          className={className}
          href={action.url}
          {...(action.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
    case 'internal':
      // A new-window page is a plain link the browser opens; otherwise the route's own rules apply.
      return action.newWindow ? (
        <a className={className} href={action.path} target="_blank" rel="noopener">
          {children}
        </a>
      ) : (
        <AppLink className={className} to={action.path}>
          {children}
        </AppLink>
      );
    case 'list':
      return (
        <AppLink className={className} to={action.path}>
          {children}
        </AppLink>
      );
    case 'launch': {
      const { target } = action;
      return (
        <button type="button" className={className} onClick={() => launchFromBanner({ ...target, name })}>
          {children}
        </button>
      );
    }
    case 'wrongCurrency': {
      const message = t('home.banner_wrong_currency', { currency: action.currency });
      return (
        <button type="button" className={className} onClick={() => toast.warning(message)}>
          {children}
        </button>
      );
    }
    default:
      return <div className={`${className} ${className}--static`}>{children}</div>;
  }
}
