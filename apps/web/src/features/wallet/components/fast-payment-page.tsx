import { t } from '../../../shared/i18n/translate';
import { PaymentPanel } from './payment-panel';

/** /fastPayment: a full page load (a popup on desktop) without the site footer. */
export default function FastPaymentPage() {
  return <PaymentPanel title={t('wallet.fast_payment')} />;
}
