import { config } from '../../shared/config/public-config';

/**
 * The same outline as the inline skeleton of index.html, for the rare render before a layout is ready:
 * the home page's hero and tiles on /, a page's title and lines elsewhere, and the site's name where the
 * logo goes (the logo list has not arrived yet at this point).
 */
export function BootSkeleton() {
  const home = window.location.pathname === '/';
  return (
    <div className="boot" aria-busy="true" data-skeleton={home ? 'home' : 'page'}>
      <div className="boot-bar">
        <span className="boot-name">{config.SITE_NAME}</span>
      </div>
      <div className="boot-main">
        <div className="boot-hero" />
        <div className="boot-row">
          {Array.from({ length: 8 }, (_, i) => (
            <i key={i} />
          ))}
        </div>
      </div>
    </div>
  );
}
