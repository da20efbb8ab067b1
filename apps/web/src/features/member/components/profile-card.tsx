import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { useInGameCash } from '../../../shared/api/wallet/in-game-cash';
import { t } from '../../../shared/i18n/translate';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { useSession } from '../../../shared/stores/session-store';
import { Icon } from '../../../shared/ui/icons';
import { useAgentLevelName } from '../api/agent-level-rename';

/**
 * Who is logged in, their agent level's name when they have one, and their main balance (a dash
 * while it loads or reloads), or the money in an open game.
 */
export function ProfileCard({ subtitle }: { subtitle: string }) {
  const account = useSession((s) => s.memberAccount);
  const currency = useViewCurrency();
  const layout = useMemberLayout();
  const agentLevel = useAgentLevelName();
  // While a game is open its money is in the game: that is the balance, labelled as in the game.
  const inGame = useInGameCash();
  const value = inGame ? inGame.amount : layout.isFetching || !layout.data ? null : layout.data.member_cash;
  const busy = value === null;
  return (
    <div className="card profile-card">
      <span className="profile-avatar">
        <Icon name="user" />
      </span>
      <div className="profile-text">
        <p className="profile-name">{account}</p>
        <p className="profile-sub">{subtitle}</p>
        {agentLevel && <p className="chip profile-level">{agentLevel}</p>}
      </div>
      <div className="profile-balance">
        <span className="profile-balance-label">{inGame ? t('wallet.in_game') : t('member.balance')}</span>
        <span className="profile-balance-value" aria-busy={busy}>
          {currencySymbol(currency)}{' '}
          {busy ? <span aria-label={t('member.balance_loading')}>—</span> : formatAmount(value)}
        </span>
      </div>
    </div>
  );
}
