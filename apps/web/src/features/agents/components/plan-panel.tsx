import type { AgentPlanReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useAgentPlan } from '../api/agent-plan';
import { useAgentUpdates } from '../hooks/use-agent-updates';
import { dayOf } from '../lib/plan-terms';
import { AgentFailed, AgentLoading } from './agent-states';
import { PlanTermsView } from './plan-terms-view';
import './agents.css';

type Plan = NonNullable<AgentPlanReply['plan']>;

/** The plan's name with the agent's level, its currency and how often it settles. */
function PlanHeader({ plan, levelName }: { plan: Plan; levelName: string }) {
  return (
    <dl className="agt-totals">
      <div className="agt-total agt-total--wide">
        <dt>{t('agents.plan.name')}</dt>
        <dd>{plan.name}</dd>
      </div>
      <div className="agt-total">
        <dt>{t('agents.plan.level')}</dt>
        <dd className="agt-total-small">{levelName}</dd>
      </div>
      <div className="agt-total">
        <dt>{t('agents.plan.currency')}</dt>
        <dd className="agt-total-small">{plan.currency}</dd>
      </div>
      <div className="agt-total">
        <dt>{t('agents.plan.period')}</dt>
        <dd className="agt-total-small">{t(`agents.period.${plan.terms.period}`)}</dd>
      </div>
    </dl>
  );
}

/** The proxy centre's Plan: the agent's commission plan, and the terms that replace it later. */
export default function PlanPanel() {
  useAgentUpdates();
  const plan = useAgentPlan();
  if (plan.isPending) return <AgentLoading />;
  if (plan.isError) return <AgentFailed error={plan.error} onRetry={() => void plan.refetch()} />;
  const { plan: current, level_name: levelName } = plan.data;
  if (!current) {
    return (
      <div className="agt">
        <EmptyState icon="star" title={t('agents.plan.none')} description={t('agents.plan.none_text')} />
        {levelName && <p className="agt-hint agt-center">{t('agents.plan.your_level', { level: levelName })}</p>}
      </div>
    );
  }
  return (
    <div className="agt">
      <PlanHeader plan={current} levelName={levelName} />
      <section className="agt-box" aria-labelledby="agt-terms-title">
        <h2 id="agt-terms-title" className="agt-subtitle">
          {t('agents.plan.terms')}
        </h2>
        <p className="agt-hint">
          {t('agents.plan.terms_text', { period: t(`agents.period_every.${current.terms.period}`) })}
        </p>
        <PlanTermsView terms={current.terms} currency={current.currency} />
      </section>
      {current.next && (
        <section className="agt-box agt-box--next" aria-labelledby="agt-next-title">
          <h2 id="agt-next-title" className="agt-subtitle">
            {t('agents.plan.next', { date: dayOf(current.next.effective_from) })}
          </h2>
          <p className="agt-hint">
            {t('agents.plan.next_text', { period: t(`agents.period_every.${current.next.terms.period}`) })}
          </p>
          <PlanTermsView terms={current.next.terms} currency={current.currency} />
        </section>
      )}
    </div>
  );
}
