import type { TransactionGroup } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { GROUPS } from '../lib/groups';
import { DateRange } from './date-range';

export interface TransactionsFilterState {
  group: TransactionGroup | '';
  start: string;
  end: string;
}

export const ALL_TRANSACTIONS: TransactionsFilterState = { group: '', start: '', end: '' };

/** Group and days of the ledger; '' is "all" or "any day". */
export function TransactionFilters(props: {
  filter: TransactionsFilterState;
  onChange: (filter: TransactionsFilterState) => void;
  error?: string;
}) {
  const { filter, onChange, error } = props;
  return (
    <div className="hist-filters" role="search" aria-label={t('history.filters')}>
      <label className="hist-filter">
        <span className="field-label">{t('history.col.kind')}</span>
        <select
          className="hist-input"
          value={filter.group}
          onChange={(event) => onChange({ ...filter, group: event.target.value as TransactionGroup | '' })}
        >
          <option value="">{t('history.all')}</option>
          {GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`history.group.${group}`)}
            </option>
          ))}
        </select>
      </label>
      <DateRange start={filter.start} end={filter.end} onChange={(range) => onChange({ ...filter, ...range })} />
      <button type="button" className="btn btn--ghost btn--sm hist-reset" onClick={() => onChange(ALL_TRANSACTIONS)}>
        {t('history.reset')}
      </button>
      {error && (
        <p className="field-error hist-filter-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
