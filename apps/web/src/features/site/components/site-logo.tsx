import { Link } from 'react-router';
import { config } from '../../../shared/config/public-config';
import { Icon } from '../../../shared/ui/icons';
import { useLogo } from '../api/get-logos';
import './site-logo.css';

/** The operator's logo for this layout, or the site name as a wordmark until (or unless) one exists. */
export function SiteLogo({ kind }: { kind: 'desktop' | 'mobile' }) {
  const src = useLogo(kind);
  return (
    <Link to="/" className="site-logo">
      {src ? (
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
