import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/translate';
import { DepositPanel } from './deposit-panel';

/** /fastPayment: a full page load (a popup on desktop) without the site footer; its pay window is `fp`. */
export default function FastPaymentPage({ offer }: { offer?: ReactNode }) {
  return (
    <div className="container page">
      <h1 className="page-title">{t('pay.fast_payment_title')}</h1>
      <DepositPanel windowKind="fp" offer={offer} />
    </div>
  );
}
