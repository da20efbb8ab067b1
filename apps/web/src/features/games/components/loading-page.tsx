import { useSearchParams } from 'react-router';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import './games.css';

/** /loading: what a new game, deposit (?type=deposit) or fast-payment (?type=fp) window shows while its address is fetched. */
export default function LoadingPage() {
  const [query] = useSearchParams();
  const type = query.get('type');
  const payment = type === 'deposit' || type === 'fp';
  return (
    <div className="holding-page" role="status" aria-live="polite">
      <span className="holding-logo">{config.SITE_NAME}</span>
      <span className="loading-spinner" aria-hidden="true" />
      <p className="holding-text">{payment ? t('games.loading_payment') : t('games.loading_game')}</p>
    </div>
  );
}
