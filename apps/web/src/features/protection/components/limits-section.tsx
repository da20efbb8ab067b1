import type { ProtectionLimitState } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { limitGroups } from '../lib/limits';
import { LimitCard } from './limit-card';

const RULES = ['protection.rules.lower', 'protection.rules.raise', 'protection.rules.order'] as const;

/** Deposit, loss, wager and play-time limits, each over a day, a week and a month, with the rules of changing them. */
export function LimitsSection(props: { limits: ProtectionLimitState[]; currency: string; readOnly: boolean }) {
  const { limits, currency, readOnly } = props;
  return (
    <section className="rg-box" aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title" className="rg-subtitle">
        {t('protection.limits.title')}
      </h2>
      <ul className="rg-rules">
        {RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      {limitGroups(limits).map(({ measure, limits: periods }) => (
        <div key={measure} className="rg-measure">
          <h3 className="rg-measure-title">{t(`protection.measure.${measure}`)}</h3>
          <p className="rg-hint">{t(`protection.measure_text.${measure}`)}</p>
          <div className="rg-periods">
            {periods.map((limit) => (
              <LimitCard key={limit.period} limit={limit} currency={currency} readOnly={readOnly} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
