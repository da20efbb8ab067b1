import { t } from '../../../shared/i18n/translate';
import { PaymentPanel } from './payment-panel';

/** /Deposit: the deposit page for members (login required). */
export default function DepositPage() {
  return <PaymentPanel title={t('wallet.deposit')} />;
}
