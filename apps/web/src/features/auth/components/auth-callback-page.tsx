import { STORAGE_KEYS } from '@playdeck/contract';
import { useEffect } from 'react';
import { t } from '../../../shared/i18n/translate';
import { local } from '../../../shared/lib/storage';
import { useQueryParams } from '../../../shared/stores/query-params-store';
import './auth-callback.css';

/**
 * The social-login popup lands here. It hands the result to the opening window through storage
 * (window-msg: authLogin, or authLoginClose with the result code) and closes itself.
 */
export default function AuthCallbackPage() {
  useEffect(() => {
    // The address as the popup opened: this page's own query login may already have stripped tk and member_*.
    const query = Object.fromEntries(new URLSearchParams(useQueryParams.getState().search));
    const type = query.code && query.code !== '100' ? 'authLoginClose' : 'authLogin';
    local.set(STORAGE_KEYS.windowMsg, JSON.stringify({ type, data: query, at: Date.now() }));
    const timer = window.setTimeout(() => window.close(), 300);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="auth-callback" role="status">
      <span className="loading-spinner" aria-hidden="true" />
      <p>{t('auth.callback_wait')}</p>
      <button type="button" className="btn btn--ghost" onClick={() => window.close()}>
        {t('close_window')}
      </button>
    </div>
  );
}
