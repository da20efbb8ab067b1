import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { t } from '../../../shared/i18n/translate';
import { currencySymbol, formatAmount } from '../../../shared/lib/format';
import { useViewCurrency } from '../../../shared/stores/view-currency';
import { useSession } from '../../../shared/stores/session-store';
import { Icon } from '../../../shared/ui/icons';
import { useAgentLevelName } from '../api/agent-level-rename';

/**
 * Who is logged in, their agent level's name when they have one (MC-09), and their main balance (a dash
 * while it loads or reloads, S§4).
 */
export function ProfileCard({ subtitle }: { subtitle: string }) {
  const account = useSession((s) => s.memberAccount);
  const currency = useViewCurrency();
  const layout = useMemberLayout();
  const agentLevel = useAgentLevelName();
  const busy = layout.isFetching || !layout.data;
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
        <span className="profile-balance-label">{t('member.balance')}</span>
        <span className="profile-balance-value" aria-busy={busy}>
          {currencySymbol(currency)}{' '}
          {busy ? (
            <span aria-label={t('member.balance_loading')}>—</span>
          ) : (
            formatAmount(layout.data?.member_cash ?? '0')
          )}
        </span>
      </div>
    </div>
  );
}
