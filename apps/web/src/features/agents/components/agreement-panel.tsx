import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { RichText } from '../../../shared/ui/rich-text';
import { useAgentAgreement } from '../api/agent-agreement';
import { AgentFailed, AgentLoading } from './agent-states';
import './agents.css';

/** The agreement's text as the operator wrote it (sanitised by the server), or that there is none yet. */
export function AgreementText({ compact }: { compact?: boolean }) {
  const agreement = useAgentAgreement();
  if (agreement.isPending) return <AgentLoading />;
  if (agreement.isError) return <AgentFailed error={agreement.error} onRetry={() => void agreement.refetch()} />;
  const { title, content } = agreement.data;
  if (!content.trim()) {
    return (
      <EmptyState
        icon="shield"
        compact={compact}
        title={t('agents.agreement.none')}
        description={t('agents.agreement.none_text')}
      />
    );
  }
  return (
    <article className={`agt-agreement${compact ? ' agt-agreement--compact' : ''}`} tabIndex={compact ? 0 : undefined}>
      {title && <h2 className="agt-subtitle">{title}</h2>}
      <RichText html={content} />
    </article>
  );
}

/** The proxy centre's Agreement: the agreement the agent accepted. */
export default function AgreementPanel() {
  return (
    <div className="agt">
      <section className="agt-box">
        <AgreementText />
      </section>
    </div>
  );
}
