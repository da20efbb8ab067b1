import { Suspense, lazy } from 'react';
import { loadNamespace } from '../../../shared/i18n/catalogs';
import { currentLocale, t } from '../../../shared/i18n/translate';
import { importWithReload } from '../../../shared/lib/reload-guard';
import { openPage } from '../../../shared/lib/navigation';

// The wallet list and its messages load the first time the menu opens, not with the header.
const WalletList = lazy(() =>
  importWithReload(() =>
    Promise.all([import('../../../features/wallet/components/wallet-list'), loadNamespace(currentLocale(), 'games')]),
  ).then(([module]) => ({ default: module.WalletList })),
);

/** The desktop header's wallet menu: the wallet list, and a way to the member centre's wallet page. */
export function HeaderWallet({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={<p className="header-wallet-loading">{t('loading')}</p>}>
      <WalletList compact />
      <button
        type="button"
        className="btn btn--ghost btn--sm header-wallet-more"
        onClick={() => {
          onClose();
          void openPage('/user/MyWallet', 'desktop');
        }}
      >
        {t('member_centre')}
      </button>
    </Suspense>
  );
}
