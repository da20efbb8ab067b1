import { useRef, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useQuickbet } from '../api/quickbet';
import { useFrameHeight } from '../hooks/use-frame-height';
import './game-frame.css';

/**
 * The sports tab's quick-bet frame. When the address cannot be had or the frame fails to load,
 * the panel keeps an error flag and says so instead of showing an empty frame.
 */
export function SportQuickbet() {
  const quickbet = useQuickbet();
  const [frameFailed, setFrameFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameHeight(frame);
  const failed = quickbet.isError || frameFailed;
  return (
    <section className="section quickbet" aria-labelledby="quickbet-title" data-error={failed || undefined}>
      <div className="section-head">
        <h2 id="quickbet-title" className="section-title">
          {t('games.quickbet_title')}
        </h2>
      </div>
      {failed ? (
        <EmptyState
          icon="sports"
          title={t('games.quickbet_failed')}
          description={t('games.quickbet_failed_text')}
          action={
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                setFrameFailed(false);
                void quickbet.refetch();
              }}
            >
              {t('games.retry')}
            </button>
          }
        />
      ) : quickbet.data ? (
        <iframe
          ref={frame}
          className="game-frame quickbet-frame"
          src={quickbet.data.url}
          title={t('games.quickbet_title')}
          onError={() => setFrameFailed(true)}
        />
      ) : (
        <div className="quickbet-frame quickbet-frame--loading" role="status">
          <span className="visually-hidden">{t('games.loading')}</span>
        </div>
      )}
    </section>
  );
}
