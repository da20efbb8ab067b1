import type { PaymentKind, PaymentStatus } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import type { RecordsFilter } from '../lib/records-filter';
import { NO_FILTER } from '../lib/records-filter';
import { KINDS, STATUSES } from '../lib/statuses';
import '../../../shared/ui/form/form.css';

export interface RecordsFiltersProps {
  filter: RecordsFilter;
  onChange: (filter: RecordsFilter) => void;
  error?: string;
}

/** Kind, status and date range of the records; any change goes back to the first page. */
export function RecordsFilters({ filter, onChange, error }: RecordsFiltersProps) {
  const set = (patch: Partial<RecordsFilter>) => onChange({ ...filter, ...patch, page: 1 });
  return (
    <div className="pay-filters" role="search" aria-label={t('pay.filters')}>
      <label className="pay-filter">
        <span className="field-label">{t('pay.kind')}</span>
        <select
          className="pay-filter-input"
          value={filter.kind}
          onChange={(event) => set({ kind: event.target.value as PaymentKind | '' })}
        >
          <option value="">{t('pay.all')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`pay.kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="pay-filter">
        <span className="field-label">{t('pay.status')}</span>
        <select
          className="pay-filter-input"
          value={filter.status}
          onChange={(event) => set({ status: event.target.value as PaymentStatus | '' })}
        >
          <option value="">{t('pay.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`pay.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="pay-filter">
        <span className="field-label">{t('pay.start_date')}</span>
        <input
          type="date"
          className="pay-filter-input"
          value={filter.start}
          max={filter.end || undefined}
          onChange={(event) => set({ start: event.target.value })}
        />
      </label>
      <label className="pay-filter">
        <span className="field-label">{t('pay.end_date')}</span>
        <input
          type="date"
          className="pay-filter-input"
          value={filter.end}
          min={filter.start || undefined}
          onChange={(event) => set({ end: event.target.value })}
        />
      </label>
      <button type="button" className="btn btn--ghost btn--sm pay-filter-reset" onClick={() => onChange(NO_FILTER)}>
        {t('pay.reset_filters')}
      </button>
      {error && (
        <p className="field-error pay-filter-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
