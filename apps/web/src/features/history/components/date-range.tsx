import { t } from '../../../shared/i18n/translate';

/** From and to (YYYY-MM-DD, UTC days as the server reads them); each limits the other's picker. */
export function DateRange(props: {
  start: string;
  end: string;
  onChange: (range: { start: string; end: string }) => void;
}) {
  const { start, end, onChange } = props;
  return (
    <>
      <label className="hist-filter">
        <span className="field-label">{t('history.start_date')}</span>
        <input
          type="date"
          className="hist-input"
          value={start}
          max={end || undefined}
          onChange={(event) => onChange({ start: event.target.value, end })}
        />
      </label>
      <label className="hist-filter">
        <span className="field-label">{t('history.end_date')}</span>
        <input
          type="date"
          className="hist-input"
          value={end}
          min={start || undefined}
          onChange={(event) => onChange({ start, end: event.target.value })}
        />
      </label>
    </>
  );
}
