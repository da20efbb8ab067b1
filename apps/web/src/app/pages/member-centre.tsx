import type { ComponentType } from 'react';
import { Suspense, lazy } from 'react';
import type { MemberCentrePanels } from '../../features/member/components/member-centre-page';
import MemberCentre from '../../features/member/components/member-centre-page';
import { LetterPage } from '../../features/letters/components/letter-page';
import { WalletList } from '../../features/wallet/components/wallet-list';
import { loadNamespace } from '../../shared/i18n/catalogs';
import { currentLocale, t } from '../../shared/i18n/translate';
import { importWithReload } from '../../shared/lib/reload-guard';

/** A payment page of the wallet feature, fetched (with the payments catalog) when it is first opened. */
function paymentPanel(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Panel = lazy(() =>
    importWithReload(() => Promise.all([load(), loadNamespace(currentLocale(), 'payments')])).then(
      ([module]) => module,
    ),
  );
  return function PaymentPanel() {
    return (
      <Suspense fallback={<p className="centre-loading">{t('loading')}</p>}>
        <Panel />
      </Suspense>
    );
  };
}

/** The member centre with the pages other features provide (features do not import each other). */
const PANELS: MemberCentrePanels = {
  MyWallet: () => <WalletList />,
  Letter: () => <LetterPage />,
  Deposit: paymentPanel(() => import('../../features/wallet/components/deposit-panel')),
  Withdrawal: paymentPanel(() => import('../../features/wallet/components/withdrawal-panel')),
  DWRecord: paymentPanel(() => import('../../features/wallet/components/records-panel')),
  BindAccount: paymentPanel(() => import('../../features/wallet/components/bind-account-panel')),
};

export default function MemberCentrePage() {
  return <MemberCentre panels={PANELS} />;
}
