import { DepositLimitOffer } from '../../features/protection/components/deposit-limit-offer';
import FastPaymentPage from '../../features/wallet/components/fast-payment-page';

/** /fastPayment with the deposit-limit offer above the form, as on /Deposit (features do not import each other). */
export default function FastPaymentWithOffer() {
  return <FastPaymentPage offer={<DepositLimitOffer />} />;
}
