import { STORAGE_KEYS } from '@playdeck/contract';
import { useState } from 'react';
import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { useInGameCash } from '../../../shared/api/wallet/in-game-cash';
import { t } from '../../../shared/i18n/translate';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';
import { openPage } from '../../../shared/lib/navigation';
import { local } from '../../../shared/lib/storage';
import { useLayout } from '../../../shared/stores/layout-store';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { useSession } from '../../../shared/stores/session-store';
import { Icon } from '../../../shared/ui/icons';
import { LetterBadge } from '../../../shared/ui/letter-badge';
import { useLogout } from '../hooks/use-logout';
import type { WalletMenu } from './member-wallet-menu';
import { MemberWalletMenu } from './member-wallet-menu';

/**
 * A member in the header: the account (opening the member centre), the balance with its currency symbol
 * (a dash while it loads or reloads; hidden or shown by the eye, remembered as eyeOpen; while a game is
 * open, the money in the game, marked so), reload and
 * logout. Compact headers stack account over balance and leave reloading to the member centre. Desktop
 * headers also pass a wallet menu (provider balances), opened from a wallet button.
 */
export function MemberState({ size, walletMenu }: { size: 'sm' | 'md'; walletMenu?: WalletMenu }) {
  const account = useSession((s) => s.memberAccount);
  const currency = useSession((s) => s.currency) ?? usePreferences.getState().currency;
  const mode = useLayout((s) => s.mode);
  const layout = useMemberLayout();
  const logout = useLogout();
  const [shown, setShown] = useState(() => local.get(STORAGE_KEYS.eyeOpen) !== '0');
  const toggle = () => {
    local.set(STORAGE_KEYS.eyeOpen, shown ? '0' : '1');
    setShown(!shown);
  };
  const compact = size === 'sm';
  // Compact headers have no room for a letters icon: the unread count follows the account name, in line
  // with it, where it covers neither the balance nor the name.
  // While a game is open the money is in its provider's wallet: show that, marked as in the game.
  const inGame = useInGameCash();
  const value = inGame ? inGame.amount : layout.isFetching || !layout.data ? null : layout.data.member_cash;
  const amount = value === null ? '—' : shown ? formatAmount(value) : '****';
  return (
    <div className={`member-state${compact ? ' member-state--sm' : ''}${walletMenu ? ' member-state--wallet' : ''}`}>
      <div className="member-card">
        <button
          type="button"
          className="member-link"
          onClick={() => void openPage('/user', mode)}
          title={t('member_centre')}
        >
          <span className="visually-hidden">{t('member_centre')}: </span>
          {!compact && <Icon name="user" />}
          <span className="member-name">{account}</span>
          {compact && <LetterBadge className="letter-badge--inline" />}
        </button>
        <span className="member-cash">
          <span className={`member-amount${inGame ? ' member-amount--in-game' : ''}`} aria-busy={value === null}>
            {inGame && <span className="member-in-game">{t('wallet.in_game')}</span>}
            <b>{currencySymbol(currency)}</b> {amount}
          </span>
          <button
            type="button"
            className="member-eye"
            onClick={toggle}
            aria-pressed={!shown}
            aria-label={t('balance_hide')}
            title={t('balance_hide')}
          >
            <Icon name={shown ? 'eye' : 'eyeOff'} />
          </button>
          {walletMenu && <MemberWalletMenu menu={walletMenu} />}
        </span>
      </div>
      {!compact && (
        <button
          type="button"
          className="icon-button member-refresh"
          onClick={() => void layout.refetch()}
          disabled={layout.isFetching}
          aria-label={t('balance_refresh')}
          title={t('balance_refresh')}
        >
          <Icon name="refresh" />
        </button>
      )}
      {!compact && (
        <button
          type="button"
          className="icon-button member-letters"
          onClick={() => void openPage('/user/Letter', mode)}
          aria-label={t('footer.letter')}
          title={t('footer.letter')}
        >
          <Icon name="letter" />
          <LetterBadge className="letter-badge--corner" />
        </button>
      )}
      <button
        type="button"
        className="icon-button member-logout"
        onClick={() => void logout()}
        aria-label={t('logout')}
        title={t('logout')}
      >
        <Icon name="logout" />
      </button>
    </div>
  );
}
