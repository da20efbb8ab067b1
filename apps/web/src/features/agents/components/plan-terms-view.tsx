import type { AgentPlanTerms } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { percentOf } from '../../../shared/lib/amount-text';
import { money } from '../lib/money';
import { sortedTiers } from '../lib/plan-terms';
import '../../../shared/ui/table/data-table.css';

/** A plan's terms: how often it settles, the tiers as a table, the deductions and the sub-agents' share. */
export function PlanTermsView({ terms, currency }: { terms: AgentPlanTerms; currency: string }) {
  const columns = {
    members: t('agents.plan.col.active_members'),
    result: t('agents.plan.col.net_result'),
    rate: t('agents.plan.col.rate'),
  };
  return (
    <>
      <h3 className="agt-minor-title">{t('agents.plan.tiers')}</h3>
      {terms.tiers.length === 0 ? (
        <p className="agt-hint">{t('agents.plan.no_tiers')}</p>
      ) : (
        <table className="data-table agt-table agt-tiers">
          <thead>
            <tr>
              <th scope="col">{t('agents.plan.col.tier')}</th>
              <th scope="col" className="agt-num">
                {columns.members}
              </th>
              <th scope="col" className="agt-num">
                {columns.result}
              </th>
              <th scope="col" className="agt-num">
                {columns.rate}
              </th>
            </tr>
          </thead>
          <tbody>
            {sortedTiers(terms.tiers, currency).map((tier, index) => (
              <tr key={`${tier.active_members}-${tier.net_result}-${tier.rate_permille}`}>
                <th scope="row" className="agt-row-head">
                  {t('agents.plan.tier', { n: index + 1 })}
                </th>
                <td data-label={columns.members} className="agt-num">
                  ≥ {tier.active_members}
                </td>
                <td data-label={columns.result} className="agt-num">
                  ≥ {money(tier.net_result, currency)}
                </td>
                <td data-label={columns.rate} className="agt-num agt-strong">
                  {percentOf(tier.rate_permille)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="agt-hint agt-tier-note">{t('agents.plan.tier_note')}</p>
      <h3 className="agt-minor-title">{t('agents.plan.deductions')}</h3>
      <dl className="agt-facts">
        <div className="agt-fact">
          <dt>{t('agents.plan.bonus_share')}</dt>
          <dd>{percentOf(terms.bonus_share_permille)}</dd>
        </div>
        <div className="agt-fact">
          <dt>{t('agents.plan.fee_share')}</dt>
          <dd>{percentOf(terms.fee_share_permille)}</dd>
        </div>
        <div className="agt-fact">
          <dt>{t('agents.plan.negative')}</dt>
          <dd>{terms.carry_negative ? t('agents.plan.carried') : t('agents.plan.not_carried')}</dd>
        </div>
        <div className="agt-fact">
          <dt>{t('agents.plan.sub_agent_share')}</dt>
          <dd>{percentOf(terms.sub_agent_permille)}</dd>
        </div>
      </dl>
    </>
  );
}
