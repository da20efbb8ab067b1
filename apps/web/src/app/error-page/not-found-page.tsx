import { useEffect } from 'react';
import { t } from '../../shared/i18n/translate';
import './error-page.css';

export interface NotFoundPageProps {
  /** The message for the path: 'Page not found: {path}' (no route) or 'Page Not Found: {path}' (a route refused it). */
  message?: string;
}

/**
 * A 404 is the visitor's wrong turn, not an outage: it says "page not found" in the visitor's language and
 * the site's palette. The bilingual "site is being upgraded" screen stays for real faults (5xx, ErrorPage).
 * Route errors render after boot has loaded the common catalog, so the words can come from it.
 */
export function NotFoundPage({ message }: NotFoundPageProps) {
  useEffect(() => {
    const previous = document.title;
    // The error page's title for 404, in English whatever the language.
    document.title = 'Page Not Found';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main className="error-screen error-screen--themed">
      <div className="error-card">
        <p className="error-status">404</p>
        <h1 className="error-title">{t('not_found.title')}</h1>
        <p className="error-note">{t('not_found.lead')}</p>
        {message && <p className="error-message">{message}</p>}
        <div className="error-actions">
          <a className="error-btn error-btn--primary" href="/">
            {t('not_found.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
