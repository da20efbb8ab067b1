import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import './games.css';

/** /loading: what a new game, deposit or fast-payment window shows while its address is fetched. */
export default function LoadingPage() {
  return (
    <div className="holding-page" role="status" aria-live="polite">
      <span className="holding-logo">{config.SITE_NAME}</span>
      <span className="loading-spinner" aria-hidden="true" />
      <p className="holding-text">{t('games.loading_game')}</p>
    </div>
  );
}
