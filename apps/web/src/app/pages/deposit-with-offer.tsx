import { DepositLimitOffer } from '../../features/protection/components/deposit-limit-offer';
import DepositPage from '../../features/wallet/components/deposit-page';
import { DepositPanel } from '../../features/wallet/components/deposit-panel';

/** /Deposit with the protection feature's deposit-limit offer above the form (features do not import each other). */
export default function DepositPageWithOffer() {
  return <DepositPage offer={<DepositLimitOffer />} />;
}

/** The member centre's Deposit page, with the same offer. */
export function DepositCentreWithOffer() {
  return <DepositPanel offer={<DepositLimitOffer />} />;
}
