import { t } from '../../i18n/translate';
import { EmptyState } from '../empty-state';
import { Modal } from '../modal/modal';
import './modals.css';

export interface ProtocolSection {
  title: string;
  /** Plain text; operator-authored HTML is sanitised by the server before it reaches this modal. */
  content: string;
}

export interface ProtocolModalProps {
  title?: string;
  sections?: ProtocolSection[];
  onClose: () => void;
  /** When given, the footer offers to accept the terms (registration). */
  onAgree?: () => void;
}

/** The service agreement / protocol reader: a scrollable document with an optional agree button. */
export function ProtocolModal({ title, sections = [], onClose, onAgree }: ProtocolModalProps) {
  return (
    <Modal
      title={title ?? t('protocol.title')}
      onClose={onClose}
      className="modal--wide"
      footer={
        onAgree ? (
          <button type="button" className="btn btn--primary" onClick={onAgree}>
            {t('protocol.agree')}
          </button>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('close')}
          </button>
        )
      }
    >
      <div className="protocol-doc" tabIndex={0}>
        {sections.length === 0 ? (
          <EmptyState icon="shield" title={t('protocol.empty')} compact />
        ) : (
          sections.map((section) => (
            <section key={section.title}>
              <h3>{section.title}</h3>
              <p>{section.content}</p>
            </section>
          ))
        )}
      </div>
    </Modal>
  );
}
