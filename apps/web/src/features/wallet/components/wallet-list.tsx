import type { CashEntry } from '@playdeck/contract';
import type { ReactNode } from 'react';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { useInGameCash } from '../../../shared/api/wallet/in-game-cash';
import { useMyCash } from '../../../shared/api/wallet/my-cash';
import { t } from '../../../shared/i18n/translate';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';
import { useSecondsLeft } from '../../../shared/lib/use-seconds-left';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { useGameLaunch } from '../../../shared/stores/game-launch-store';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { GameArt } from '../../../shared/ui/games/game-art';
import { Icon } from '../../../shared/ui/icons';
import { balanceGetBack } from '../api/balance-get-back';
import './wallet-list.css';

const DASH = '—';

/**
 * The member's wallets (my_cash): main balance, each provider's balance ("—" while a provider
 * cannot be read) and the total, with a one-click balance back that then cools down for 10 s. Amounts
 * show a dash while the list reloads; all_transfer_back reloads it. `children` (MyWallet's transfer) come
 * right after the totals: beside the list on a wide screen, between totals and list on a narrow one.
 */
export function WalletList({ compact = false, children }: { compact?: boolean; children?: ReactNode }) {
  const cash = useMyCash();
  const inGame = useInGameCash();
  const currency = useViewCurrency();
  const running = useGameLaunch((s) => s.balanceBackRunning);
  const until = useGameLaunch((s) => s.balanceBackUntil);
  const wait = useSecondsLeft(until);
  useRealtimeEvent('all_transfer_back', () => void cash.refetch());

  // While a transfer settles the list is read every 3 s: those reads keep the amounts on screen.
  const settling = cash.data?.my_cash_list.some((entry) => entry.transfer_pending) ?? false;
  const busy = !cash.data || (cash.isFetching && !settling);
  const money = (value: string | null | undefined) =>
    busy || value === null || value === undefined ? DASH : `${currencySymbol(currency)} ${formatAmount(value)}`;
  const backLabel = running
    ? t('wallet.back_running')
    : wait > 0
      ? t('wallet.back_wait', { seconds: wait })
      : t('wallet.back');

  return (
    <div className={`wallet${compact ? ' wallet--compact' : ''}${children ? ' wallet--with-side' : ''}`}>
      <div className="wallet-summary">
        <div className="wallet-total">
          <span className="wallet-label">{t('wallet.total')}</span>
          <strong className="wallet-amount" aria-busy={busy}>
            {money(cash.data?.total)}
          </strong>
        </div>
        <div className="wallet-main">
          <span className="wallet-label">{t('wallet.main')}</span>
          <strong className="wallet-amount wallet-amount--main" aria-busy={busy}>
            {money(cash.data?.member_cash)}
          </strong>
        </div>
        <div className="wallet-actions">
          <button
            type="button"
            className="icon-button wallet-refresh"
            onClick={refreshBalance}
            disabled={cash.isFetching}
            aria-label={t('wallet.refresh')}
            title={t('wallet.refresh')}
          >
            <Icon name="refresh" />
          </button>
          <button
            type="button"
            className="btn btn--primary wallet-back"
            onClick={() => void balanceGetBack()}
            disabled={running || wait > 0}
          >
            {backLabel}
          </button>
        </div>
      </div>
      {children && <div className="wallet-side">{children}</div>}
      {cash.isError ? (
        <p className="wallet-error" role="alert">
          {t('wallet.load_failed')}
        </p>
      ) : (
        <ul className="wallet-providers" aria-label={t('wallet.providers')} aria-busy={busy}>
          {cash.isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="wallet-row wallet-row--ghost" aria-hidden="true" />
              ))
            : cash.data?.my_cash_list.map((entry) => (
                <WalletRow
                  key={entry.gp_id}
                  entry={entry}
                  amount={money(entry.balance)}
                  inGame={inGame?.gpIds.includes(entry.gp_id) ?? false}
                />
              ))}
        </ul>
      )}
    </div>
  );
}

function WalletRow({ entry, amount, inGame }: { entry: CashEntry; amount: string; inGame: boolean }) {
  const unreadable = entry.balance === null;
  return (
    <li className={`wallet-row${entry.is_light ? '' : ' wallet-row--idle'}`}>
      <GameArt light={entry.icon_light} dark={entry.icon_dark} name={entry.gp_name} />
      <span className="wallet-row-name">
        {entry.gp_name}
        {inGame && <span className="wallet-row-in-game">{t('wallet.in_game')}</span>}
        {entry.transfer_pending && (
          <span className="wallet-row-pending" role="status">
            {t('wallet.transfer_pending')}
          </span>
        )}
      </span>
      <span className="wallet-row-amount" title={unreadable ? t('wallet.unavailable') : undefined}>
        {amount}
        {unreadable && <span className="visually-hidden"> {t('wallet.unavailable')}</span>}
      </span>
    </li>
  );
}
