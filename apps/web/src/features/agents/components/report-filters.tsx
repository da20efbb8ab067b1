import type { AgentPeriod } from '@playdeck/contract';
import { AGENT_PERIODS } from '../lib/contract-values';
import { t } from '../../../shared/i18n/translate';
import type { DateRange } from '../lib/report-range';

/** The report's grouping (when it has one) and its date range; each date limits the other's picker. */
export function ReportFilters(props: {
  period?: AgentPeriod;
  onPeriod?: (period: AgentPeriod) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
  error?: string;
}) {
  const { period, onPeriod, range, onRange, error } = props;
  return (
    <div className="agt-box agt-filters" role="group" aria-label={t('agents.report.filters')}>
      {period && onPeriod && (
        <label className="agt-filter">
          <span className="field-label">{t('agents.report.period')}</span>
          <select
            className="agt-select"
            value={period}
            onChange={(event) => onPeriod(event.target.value as AgentPeriod)}
          >
            {AGENT_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`agents.period.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="agt-filter">
        <span className="field-label">{t('agents.report.start_date')}</span>
        <input
          type="date"
          className="agt-select"
          value={range.start}
          max={range.end || undefined}
          onChange={(event) => onRange({ ...range, start: event.target.value })}
        />
      </label>
      <label className="agt-filter">
        <span className="field-label">{t('agents.report.end_date')}</span>
        <input
          type="date"
          className="agt-select"
          value={range.end}
          min={range.start || undefined}
          onChange={(event) => onRange({ ...range, end: event.target.value })}
        />
      </label>
      {error && (
        <p className="field-error agt-filter-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
