import type { ComponentType } from 'react';
import { Suspense, lazy } from 'react';
import type { MemberCentrePanels } from '../../features/member/components/member-centre-page';
import MemberCentre from '../../features/member/components/member-centre-page';
import { LetterPage } from '../../features/letters/components/letter-page';
import type { Namespace } from '../../shared/i18n/catalogs';
import { loadNamespace } from '../../shared/i18n/catalogs';
import { currentLocale, t } from '../../shared/i18n/translate';
import { importWithReload } from '../../shared/lib/reload-guard';

/** A page another feature provides, fetched with its catalogs the first time it is opened. */
function lazyPanel(load: () => Promise<{ default: ComponentType }>, namespaces: Namespace[]): ComponentType {
  const Panel = lazy(() =>
    importWithReload(() =>
      Promise.all([load(), ...namespaces.map((namespace) => loadNamespace(currentLocale(), namespace))]),
    ).then(([module]) => module),
  );
  return function LazyPanel() {
    return (
      <Suspense fallback={<p className="centre-loading">{t('loading')}</p>}>
        <Panel />
      </Suspense>
    );
  };
}

const MEMBER: Namespace[] = ['member'];
const PAYMENTS: Namespace[] = ['payments'];
const PROGRAMMES: Namespace[] = ['programmes'];

/** The member centre with the pages other features provide (features do not import each other). */
const PANELS: MemberCentrePanels = {
  // Info speaks the registration's field messages (auth) as well as its own.
  Info: lazyPanel(() => import('../../features/member/components/info-panel'), ['member', 'auth']),
  Security: lazyPanel(() => import('../../features/member/components/security-panel'), MEMBER),
  MyWallet: lazyPanel(() => import('../../features/wallet/components/my-wallet-panel'), MEMBER),
  Announcement: lazyPanel(() => import('../../features/announcements/components/announcement-page'), MEMBER),
  Letter: () => <LetterPage />,
  // With the deposit-limit offer above the form (its texts are the member catalog's).
  Deposit: lazyPanel(
    () => import('./deposit-with-offer').then((module) => ({ default: module.DepositCentreWithOffer })),
    ['payments', 'member'],
  ),
  Withdrawal: lazyPanel(() => import('../../features/wallet/components/withdrawal-panel'), PAYMENTS),
  DWRecord: lazyPanel(() => import('../../features/wallet/components/records-panel'), PAYMENTS),
  BindAccount: lazyPanel(() => import('../../features/wallet/components/bind-account-panel'), PAYMENTS),
  Transaction: lazyPanel(() => import('../../features/history/components/transaction-panel'), ['history']),
  CashSurplus: lazyPanel(() => import('../../features/programmes/components/cash-surplus-panel'), PROGRAMMES),
  RecommendProject: lazyPanel(() => import('../../features/programmes/components/recommend-project-panel'), PROGRAMMES),
  RecommendRecord: lazyPanel(() => import('../../features/programmes/components/recommend-record-panel'), PROGRAMMES),
  ResponsibleGaming: lazyPanel(() => import('../../features/protection/components/protection-panel'), MEMBER),
  RecommendMemberSearch: lazyPanel(
    () => import('../../features/programmes/components/recommend-search-panel'),
    PROGRAMMES,
  ),
};

export default function MemberCentrePage() {
  return <MemberCentre panels={PANELS} />;
}
