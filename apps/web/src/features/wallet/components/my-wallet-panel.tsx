import { useMyCash } from '../../../shared/api/wallet/my-cash';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { TransferForm } from './transfer-form';
import { WalletList } from './wallet-list';
import './payments.css';
import './transfer.css';

/** The member centre's MyWallet: the wallets (with balance back) and a transfer between main and a game wallet. */
export default function MyWalletPanel() {
  const cash = useMyCash();
  const currency = useViewCurrency();
  return (
    <div className="my-wallet">
      <WalletList>{cash.data && <TransferForm cash={cash.data} currency={currency} />}</WalletList>
    </div>
  );
}
