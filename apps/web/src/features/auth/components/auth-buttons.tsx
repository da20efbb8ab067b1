import { t } from '../../../shared/i18n/translate';
import { openModal } from '../../../shared/stores/modal-store';
import { isLoggedIn, useSession } from '../../../shared/stores/session-store';
import { track } from '../lib/sign-in-status';
import { MemberState } from './member-state';
import type { WalletMenu } from './member-wallet-menu';
import './auth.css';

/**
 * The header's login and register tabs for a guest; for a member, their account, balance, member centre
 * and logout (member-state.tsx). `size` lets each template header pick the compact form.
 */
export function AuthButtons({ size = 'md', walletMenu }: { size?: 'sm' | 'md'; walletMenu?: WalletMenu }) {
  const loggedIn = useSession(isLoggedIn);
  if (loggedIn) return <MemberState size={size} walletMenu={walletMenu} />;
  const small = size === 'sm' ? ' btn--sm' : '';
  // A member's reload hydrates the visitor's page first: data-visitor-only keeps these out of sight then.
  return (
    <div className="auth-buttons" data-visitor-only="">
      <button
        type="button"
        className={`btn btn--outline auth-login${small}`}
        onClick={() => {
          track('click_signin');
          openModal('login');
        }}
      >
        {t('login')}
      </button>
      <button type="button" className={`btn btn--primary auth-register${small}`} onClick={() => openModal('register')}>
        {t('register')}
      </button>
    </div>
  );
}
