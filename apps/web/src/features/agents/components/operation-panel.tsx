import type { AgentPeriod } from '@playdeck/contract';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useAgentReport } from '../api/agent-report';
import { useAgentUpdates } from '../hooks/use-agent-updates';
import type { DateRange } from '../lib/report-range';
import { REPORT_RANGE_MAX_DAYS, defaultRange, periodText, rangeProblem } from '../lib/report-range';
import { FiguresTable } from './figures-table';
import { ReportBody } from './report-body';
import { ReportFilters } from './report-filters';
import '../../../shared/ui/form/form.css';
import './agents.css';

/** The proxy centre's OperationTable: the downline's figures per day, week or month, with the totals. */
export default function OperationPanel() {
  useAgentUpdates();
  const [period, setPeriod] = useState<AgentPeriod>('day');
  const [range, setRange] = useState<DateRange>(() => defaultRange('day'));
  const problem = rangeProblem(range);
  const report = useAgentReport(problem ? null : { period, start_date: range.start, end_date: range.end });
  return (
    <div className="agt">
      <ReportFilters
        period={period}
        onPeriod={(next) => {
          // Each grouping opens on its own useful range (7 days, 8 weeks, 6 months).
          setPeriod(next);
          setRange(defaultRange(next));
        }}
        range={range}
        onRange={setRange}
        error={problem ? t(`agents.report.range_${problem}`, { days: REPORT_RANGE_MAX_DAYS }) : undefined}
      />
      {/* A range the server would refuse is not asked for: the filters say why, nothing else shows. */}
      {!problem && (
        <section className="agt-box" aria-label={t('proxy.page.OperationTable')}>
          <ReportBody query={report}>
            {(data) => (
              <FiguresTable
                firstColumn={t(`agents.period.${period}`)}
                periods
                currency={data.currency}
                total={data.total}
                rows={data.list.map((row) => ({
                  key: row.period_start,
                  label: periodText(period, row.period_start),
                  figures: row,
                }))}
              />
            )}
          </ReportBody>
        </section>
      )}
    </div>
  );
}
