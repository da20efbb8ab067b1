import { Link } from 'react-router';
import { config } from '../../../shared/config/public-config';
import { Icon } from '../../../shared/ui/icons';
import { useLogoState } from '../api/get-logos';
import './site-logo.css';

/**
 * The operator's logo for this layout, or the site name as a wordmark when it has none. While the logo
 * list is on its way the box stays empty (named for assistive tech), so a wordmark never flashes before
 * the logo; the headers give the box a fixed size, so nothing beside it moves when the logo arrives.
 */
export function SiteLogo({ kind }: { kind: 'desktop' | 'mobile' }) {
  const { src, pending } = useLogoState(kind);
  return (
    <Link to="/" className="site-logo" aria-label={pending ? config.SITE_NAME : undefined}>
      {pending ? null : src ? (
        <img src={src} alt={config.SITE_NAME} className="site-logo-img" />
      ) : (
        <>
          <span className="site-logo-mark">
            <Icon name="crown" />
          </span>
          <span className="site-logo-text">{config.SITE_NAME}</span>
        </>
      )}
    </Link>
  );
}
