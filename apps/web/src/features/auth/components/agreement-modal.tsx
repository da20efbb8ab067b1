import { useQuery } from '@tanstack/react-query';
import { currentLocale, t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Modal } from '../../../shared/ui/modal/modal';
import { serviceAgreementQueryOptions } from '../api/service-agreement';
import { SafeHtml } from './safe-html';

/** The service agreement of the visitor's language (else English, else the first), with an agree button. */
export function AgreementModal({ onClose, onAgree }: { onClose: () => void; onAgree: () => void }) {
  const agreement = useQuery(serviceAgreementQueryOptions());
  const list = agreement.data?.list ?? [];
  const entry = list.find((a) => a.language === currentLocale()) ?? list.find((a) => a.language === 'en_US') ?? list[0];
  return (
    <Modal
      title={entry?.title || t('signup.service_agreement')}
      onClose={onClose}
      className="modal--wide"
      footer={
        <button type="button" className="btn btn--primary" onClick={onAgree}>
          {t('signup.agree')}
        </button>
      }
    >
      <div className="protocol-doc" tabIndex={0}>
        {entry ? (
          <SafeHtml html={entry.content} className="agreement-html" />
        ) : agreement.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <EmptyState icon="shield" title={t('signup.agreement_empty')} compact />
        )}
      </div>
    </Modal>
  );
}
