import type { MemberCentrePanels } from '../../features/member/components/member-centre-page';
import MemberCentre from '../../features/member/components/member-centre-page';
import { LetterPage } from '../../features/letters/components/letter-page';
import { WalletList } from '../../features/wallet/components/wallet-list';

/** The member centre with the pages other features provide (features do not import each other). */
const PANELS: MemberCentrePanels = { MyWallet: () => <WalletList />, Letter: () => <LetterPage /> };

export default function MemberCentrePage() {
  return <MemberCentre panels={PANELS} />;
}
