import type { CashSurplusInfoReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useCashSurplusInfo } from '../api/cash-surplus-info';
import { useClaimGrant } from '../hooks/use-claim-grant';
import { useProgrammeUpdates } from '../hooks/use-programme-updates';
import { cashSurplusTerms } from '../lib/cash-surplus-terms';
import { money } from '../lib/money';
import { GrantTable } from './grant-table';
import { PeriodLabel } from './period-label';
import { ProgrammeFailed, ProgrammeLoading } from './programme-states';
import './programmes.css';

type Running = NonNullable<CashSurplusInfoReply['current']>;

/** The period running now: its dates, the net loss so far and what it would bring back if it ended now. */
function CurrentPeriod({ current, currency }: { current: Running; currency: string }) {
  return (
    <dl className="prog-totals">
      <div className="prog-total prog-total--wide">
        <dt>{t('cashback.current_period')}</dt>
        <dd className="prog-total-small">
          <PeriodLabel start={current.period_start} end={current.period_end} />
        </dd>
      </div>
      <div className="prog-total">
        <dt>{t('cashback.net_loss')}</dt>
        <dd>{money(current.net_loss, currency)}</dd>
      </div>
      <div className="prog-total prog-total--accent">
        <dt>{t('cashback.estimate')}</dt>
        <dd>{money(current.estimate, currency)}</dd>
      </div>
    </dl>
  );
}

/** The member centre's CashSurplus: the terms, the running period and the grants, claimed here. */
export default function CashSurplusPanel() {
  useProgrammeUpdates('cash_surplus');
  const info = useCashSurplusInfo();
  const { claim, pendingId, failure } = useClaimGrant(info.data?.currency ?? '');
  if (info.isPending) return <ProgrammeLoading />;
  if (info.isError && !info.data) return <ProgrammeFailed onRetry={() => void info.refetch()} />;
  const { active, currency, settings, current, grants } = info.data;
  if (active !== 1 || !settings) {
    // A stopped programme takes no claims (3301), so its page says it is not running rather than list them.
    return <EmptyState icon="gift" title={t('cashback.closed')} description={t('cashback.closed_text')} />;
  }
  return (
    <div className="prog">
      <section className="prog-box" aria-labelledby="prog-terms-title">
        <h2 id="prog-terms-title" className="prog-subtitle">
          {t('cashback.terms_title')}
        </h2>
        <p className="prog-terms">
          {cashSurplusTerms(settings, currency)
            .map((sentence) => t(sentence.key, sentence.vars))
            .join(' ')}
        </p>
      </section>
      {current ? (
        <CurrentPeriod current={current} currency={currency} />
      ) : (
        <p className="prog-hint">{t('cashback.no_period')}</p>
      )}
      <section className="prog-box" aria-labelledby="prog-grants-title">
        <h2 id="prog-grants-title" className="prog-subtitle">
          {t('cashback.grants')}
        </h2>
        {failure && (
          <p className="prog-error" role="alert">
            {failure}
          </p>
        )}
        {grants.length === 0 ? (
          <p className="prog-hint">{t('cashback.no_grants')}</p>
        ) : (
          <div className="prog-table-wrap" aria-busy={info.isFetching}>
            <GrantTable grants={grants} currency={currency} pendingId={pendingId} onClaim={claim} />
          </div>
        )}
      </section>
    </div>
  );
}
