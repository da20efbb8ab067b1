import type { ReactNode } from 'react';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { DepositPanel } from './deposit-panel';

/** /Deposit: the deposit page for members (login required); a site that hides Deposit says so. */
export default function DepositPage({ offer }: { offer?: ReactNode }) {
  const hidden = useHiddenMemberLinks().includes('Deposit');
  return (
    <div className="container page">
      <h1 className="page-title">{t('pay.deposit_title')}</h1>
      {hidden ? (
        <EmptyState icon="info" title={t('member.unavailable')} description={t('member.unavailable_text')} />
      ) : (
        <DepositPanel windowKind="deposit" offer={offer} />
      )}
    </div>
  );
}
