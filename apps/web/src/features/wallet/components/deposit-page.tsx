import { t } from '../../../shared/i18n/translate';
import { DepositPanel } from './deposit-panel';

/** /Deposit: the deposit page for members (login required). */
export default function DepositPage() {
  return (
    <div className="container page">
      <h1 className="page-title">{t('pay.deposit_title')}</h1>
      <DepositPanel windowKind="deposit" />
    </div>
  );
}
