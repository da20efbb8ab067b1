import { t } from '../../../shared/i18n/translate';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useAgentTransferInfo } from '../api/agent-transfer-info';
import { useAgentUpdates } from '../hooks/use-agent-updates';
import { AgentFailed, AgentLoading } from './agent-states';
import { RecentTransfers } from './recent-transfers';
import { TransferForm } from './transfer-form';
import { TransferSummary } from './transfer-summary';
import '../../../shared/ui/form/form.css';
import './agents.css';

/**
 * The proxy centre's Transfer: money from the agent's main wallet to a downline member's, confirmed with
 * the withdraw password. Both wallets are told live (member.cash), so this page and the header follow.
 */
export default function TransferPanel() {
  useAgentUpdates();
  const info = useAgentTransferInfo();
  if (info.isPending) return <AgentLoading />;
  if (info.isError && !info.data) return <AgentFailed error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  let form;
  if (!data.limits.enabled) {
    form = (
      <EmptyState
        compact
        icon="info"
        title={t('agents.err.transfers_closed')}
        description={t('agents.transfer.closed_text')}
      />
    );
  } else if (!data.has_withdraw_password) {
    form = (
      <EmptyState
        compact
        icon="shield"
        title={t('agents.transfer.no_password')}
        description={t('agents.transfer.no_password_text')}
        action={
          <AppLink className="btn btn--primary btn--sm" to="/user/Withdrawal">
            {t('agents.transfer.set_password')}
          </AppLink>
        }
      />
    );
  } else form = <TransferForm info={data} />;
  return (
    <div className="agt">
      <TransferSummary info={data} />
      <section className="agt-box" aria-labelledby="agt-transfer-title">
        <h2 id="agt-transfer-title" className="agt-subtitle">
          {t('agents.transfer.title')}
        </h2>
        <p className="agt-hint">{t('agents.transfer.text')}</p>
        {form}
      </section>
      <RecentTransfers info={data} />
    </div>
  );
}
