import { useId } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useFormFailure } from '../../../shared/ui/form/use-form-failure';
import type { RealityCheckMinutes } from '../api/protection-reality-check';
import { useProtectionRealityCheck } from '../api/protection-reality-check';
import { REALITY_CHECKS } from '../lib/choices';
import { protectionFailure } from '../lib/protection-errors';

const label = (minutes: number) =>
  minutes === 0 ? t('protection.reality.off') : t('protection.reality.every', { minutes: String(minutes) });

/** How often the member is reminded how long they have been playing; saved as soon as it is chosen. */
export function RealityCheckSection({ minutes }: { minutes: number }) {
  const id = useId();
  const change = useProtectionRealityCheck();
  const failure = useFormFailure(['minutes']);
  const choose = (value: string) => {
    const next = REALITY_CHECKS.find((m) => String(m) === value);
    if (next === undefined) return;
    failure.clear();
    change.mutate(next satisfies RealityCheckMinutes, {
      onError: (error) => {
        const text = protectionFailure(error);
        if (text) failure.place('minutes', text);
      },
    });
  };
  return (
    <section className="rg-box" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="rg-subtitle">
        {t('protection.reality.title')}
      </h2>
      <p className="rg-hint">{t('protection.reality.text')}</p>
      <div className={`field rg-select${failure.fieldErrors.minutes ? ' field--error' : ''}`}>
        <label htmlFor={id} className="field-label">
          {t('protection.reality.label')}
        </label>
        <div className="field-control">
          <select
            id={id}
            className="field-input"
            value={String(change.isPending ? change.variables : minutes)}
            disabled={change.isPending}
            onChange={(event) => choose(event.target.value)}
          >
            {REALITY_CHECKS.map((m) => (
              <option key={m} value={String(m)}>
                {label(m)}
              </option>
            ))}
          </select>
        </div>
        {failure.fieldErrors.minutes && (
          <p className="field-error" role="alert">
            {failure.fieldErrors.minutes}
          </p>
        )}
      </div>
      {change.isSuccess && (
        <p className="rg-saved" role="status">
          {t('protection.saved')}
        </p>
      )}
    </section>
  );
}
