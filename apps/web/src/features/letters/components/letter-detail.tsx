import type { Letter } from '@playdeck/contract';
import { useEffect } from 'react';
import { t } from '../../../shared/i18n/translate';
import { formatZonedDateTime } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/modal/modal';
import { markLetterRead } from '../api/letter-actions';

/**
 * One letter in a dialog titled by the letter. An unread letter is marked read as it opens. The
 * content is operator HTML that the server sanitised when the letter was written (decision 0008).
 */
export function LetterDetail({
  letter,
  onClose,
  onDelete,
}: {
  letter: Letter;
  onClose: () => void;
  onDelete: () => void;
}) {
  const unread = letter.is_read === 0;
  useEffect(() => {
    if (unread) markLetterRead(letter.id).catch(() => undefined);
  }, [letter.id, unread]);
  return (
    <Modal
      title={letter.title}
      onClose={onClose}
      className="letter-modal"
      footer={
        <>
          <button type="button" className="btn btn--outline btn--sm" onClick={onDelete}>
            {t('letter.delete')}
          </button>
          <button type="button" className="btn btn--primary btn--sm" onClick={onClose}>
            {t('close')}
          </button>
        </>
      }
    >
      <p className="letter-date">
        <time dateTime={letter.created_at}>{formatZonedDateTime(letter.created_at)}</time>
      </p>
      <div className="letter-content" dangerouslySetInnerHTML={{ __html: letter.content }} />
    </Modal>
  );
}
