import type { Letter } from '@playdeck/contract';
import { useState } from 'react';
import { clearUnreadLocally, useLetters } from '../../../shared/api/letters/letters';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { destroyLetters } from '../api/letter-actions';
import { LetterDetail } from './letter-detail';
import './letters.css';

/**
 * The member centre's Letter page: the newest 50 letters, unread ones marked; a row opens the
 * letter. Read letters can be cleared, one letter deleted, and the unread count cleared on this page.
 */
export function LetterPage() {
  const letters = useLetters();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = letters.data?.list ?? [];
  const open = list.find((letter) => letter.id === openId) ?? null;
  const unread = letters.data?.unread_count ?? 0;
  const hasRead = list.some((letter) => letter.is_read === 1);

  const remove = async (letter: Letter) => {
    if (!(await confirmDialog({ message: t('letter.delete_confirm') }))) return;
    await destroyLetters(letter.id);
    setOpenId(null);
    toast.success(t('letter.deleted'));
  };
  const clearRead = async () => {
    if (!(await confirmDialog({ message: t('letter.clear_read_confirm') }))) return;
    const deleted = await destroyLetters();
    toast.success(t('letter.cleared', { count: deleted }));
  };

  if (letters.isError) {
    return (
      <p className="letters-error" role="alert">
        {t('letter.load_failed')}
      </p>
    );
  }
  return (
    <div className="letters" aria-busy={letters.isFetching}>
      <div className="letters-bar">
        <p className="letters-summary">{t('letter.summary', { total: letters.data?.total_count ?? 0, unread })}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={clearUnreadLocally} disabled={unread === 0}>
          {t('letter.clear_count')}
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void clearRead()} disabled={!hasRead}>
          {t('letter.clear_read')}
        </button>
      </div>
      {letters.isPending ? (
        <p className="letters-loading">{t('loading')}</p>
      ) : list.length === 0 ? (
        <EmptyState icon="letter" title={t('member.empty')} description={t('member.empty.Letter')} />
      ) : (
        <ul className="letters-list" aria-label={t('member.page.Letter')}>
          {list.map((letter) => (
            <li key={letter.id}>
              <button
                type="button"
                className={`letters-row${letter.is_read ? '' : ' letters-row--unread'}`}
                onClick={() => setOpenId(letter.id)}
                aria-label={letter.title}
                aria-describedby={`letter-${letter.id}-meta`}
              >
                <Icon name="letter" />
                <span className="letters-title">{letter.title}</span>
                <span className="letters-meta" id={`letter-${letter.id}-meta`}>
                  {!letter.is_read && <span className="letters-dot">{t('letter.unread')}</span>}
                  <time dateTime={letter.created_at}>{formatDateTime(letter.created_at)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <LetterDetail letter={open} onClose={() => setOpenId(null)} onDelete={() => void remove(open)} />}
    </div>
  );
}
