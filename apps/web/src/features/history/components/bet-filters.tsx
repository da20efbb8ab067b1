import { t } from '../../../shared/i18n/translate';
import type { SiteProvider } from '../api/site-providers';
import { DateRange } from './date-range';

export interface BetFilterState {
  gpId: string;
  start: string;
  end: string;
  page: number;
}

/** Provider and days of the bet history; any change goes back to the first page. */
export function BetFilters(props: {
  filter: BetFilterState;
  providers: SiteProvider[];
  onChange: (filter: BetFilterState) => void;
  error?: string;
}) {
  const { filter, providers, onChange, error } = props;
  return (
    <div className="hist-filters" role="search" aria-label={t('history.bet_filters')}>
      <label className="hist-filter">
        <span className="field-label">{t('history.provider')}</span>
        <select
          className="hist-input"
          value={filter.gpId}
          onChange={(event) => onChange({ ...filter, gpId: event.target.value, page: 1 })}
        >
          {providers.map((p) => (
            <option key={p.gpId} value={p.gpId}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <DateRange
        start={filter.start}
        end={filter.end}
        onChange={(range) => onChange({ ...filter, ...range, page: 1 })}
      />
      {error && (
        <p className="field-error hist-filter-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
