import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useAgentTierReport } from '../api/agent-tier-report';
import { useAgentUpdates } from '../hooks/use-agent-updates';
import type { DateRange } from '../lib/report-range';
import { REPORT_RANGE_MAX_DAYS, defaultRange, rangeProblem } from '../lib/report-range';
import { FiguresTable } from './figures-table';
import { ReportBody } from './report-body';
import { ReportFilters } from './report-filters';
import '../../../shared/ui/form/form.css';
import './agents.css';

/** The proxy centre's StratifiedTable: the downline's figures by level of the tree, with the totals. */
export default function StratifiedPanel() {
  useAgentUpdates();
  const [range, setRange] = useState<DateRange>(() => defaultRange('day'));
  const problem = rangeProblem(range);
  const report = useAgentTierReport(problem ? null : { start_date: range.start, end_date: range.end });
  return (
    <div className="agt">
      <ReportFilters
        range={range}
        onRange={setRange}
        error={problem ? t(`agents.report.range_${problem}`, { days: REPORT_RANGE_MAX_DAYS }) : undefined}
      />
      <p className="agt-hint agt-hint--flat">{t('agents.report.levels_text')}</p>
      {/* A range the server would refuse is not asked for: the filters say why, nothing else shows. */}
      {!problem && (
        <section className="agt-box" aria-label={t('proxy.page.StratifiedTable')}>
          <ReportBody query={report}>
            {(data) => (
              <FiguresTable
                firstColumn={t('agents.report.col.level')}
                currency={data.currency}
                total={data.total}
                totalSub={t('agents.report.members', { count: data.list.reduce((sum, row) => sum + row.members, 0) })}
                rows={data.list.map((row) => ({
                  key: String(row.level),
                  label: row.level === 1 ? t('agents.report.level_own') : t('agents.report.level', { n: row.level }),
                  sub: t('agents.report.members', { count: row.members }),
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
