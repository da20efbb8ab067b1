import { t } from '../../../shared/i18n/translate';

/**
 * The draws left as the set's digit images (one sprite, each digit picked by its place in the strip);
 * screen readers and text search get the sentence instead.
 */
export function RouletteDraws({ count, sprite }: { count: number; sprite: string }) {
  const digits = [...String(Math.max(0, Math.trunc(count)))].map(Number);
  return (
    <p className="roulette-draws" aria-live="polite">
      <span className="visually-hidden">{t('roulette.remaining', { count })}</span>
      <span className="roulette-draws-label" aria-hidden="true">
        {t('roulette.draws_label')}
      </span>
      <span className="roulette-digits" aria-hidden="true" data-value={digits.join('')}>
        {digits.map((digit, place) => (
          <img
            key={place}
            className="roulette-digit"
            src={sprite}
            alt=""
            draggable={false}
            style={{ objectPosition: `${(digit * 100) / 9}% 0` }}
          />
        ))}
      </span>
    </p>
  );
}
