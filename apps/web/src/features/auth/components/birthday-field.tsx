import { useId } from 'react';
import { t } from '../../../shared/i18n/translate';

export interface BirthdayFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

const YEARS = (() => {
  // Members are adults (the agreement says so): the newest year offered is 18 years ago.
  const last = new Date().getFullYear() - 18;
  return Array.from({ length: 100 }, (_, i) => String(last - i));
})();
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const days = (year: string, month: string) =>
  Array.from({ length: year && month ? new Date(Number(year), Number(month), 0).getDate() : 31 }, (_, i) =>
    String(i + 1).padStart(2, '0'),
  );

/** Year, month and day selects; the value is the three joined by dashes, '' when none is chosen. */
export function BirthdayField({ value, onChange, error, required }: BirthdayFieldProps) {
  const id = useId();
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  const put = (next: [string, string, string]) => onChange(next.some(Boolean) ? next.join('-') : '');
  const parts = [
    {
      key: 'year',
      label: t('signup.birthday_year'),
      value: year,
      options: YEARS,
      set: (v: string) => put([v, month, day]),
    },
    {
      key: 'month',
      label: t('signup.birthday_month'),
      value: month,
      options: MONTHS,
      set: (v: string) => put([year, v, day]),
    },
    {
      key: 'day',
      label: t('signup.birthday_day'),
      value: day,
      options: days(year, month),
      set: (v: string) => put([year, month, v]),
    },
  ];
  return (
    <fieldset
      className={`field birthday-field${error ? ' field--error' : ''}${required ? ' field--required' : ''}`}
      aria-describedby={`${id}-hint`}
    >
      <legend className="field-label">{t('signup.member_birthday')}</legend>
      <div className="birthday-selects">
        {parts.map((part) => (
          <div key={part.key} className="field-control">
            <select
              className="field-input"
              aria-label={part.label}
              aria-invalid={error ? true : undefined}
              value={part.value}
              onChange={(event) => part.set(event.target.value)}
            >
              <option value="">-</option>
              {part.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div id={`${id}-hint`} className="field-hint">
        <span className="field-error" role={error ? 'alert' : undefined}>
          {error}
        </span>
      </div>
    </fieldset>
  );
}
