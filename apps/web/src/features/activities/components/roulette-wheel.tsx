import type { RoulettePrize } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { SPIN_EASING, SPIN_MS, prizeAngle, wheelGradient } from '../lib/wheel';

const COLOURS = ['#c81d25', '#f4c542', '#2b9348'] as const;

/**
 * The disk: one segment per prize (clockwise from the pointer at the top), each labelled; the whole disk
 * turns to `rotation`, eased over 1.5 s when `animate`, at once otherwise.
 */
export function RouletteWheel({
  prizes,
  rotation,
  animate,
}: {
  prizes: RoulettePrize[];
  rotation: number;
  animate: boolean;
}) {
  const count = Math.max(1, prizes.length);
  return (
    <div className="roulette-wheel">
      <span className="roulette-pointer" aria-hidden="true" />
      <div
        className="roulette-disk"
        style={{
          background: wheelGradient(count, COLOURS),
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_MS}ms ${SPIN_EASING}` : 'none',
        }}
      >
        <ul className="roulette-prizes" aria-label={t('roulette.prizes')}>
          {prizes.map((prize, index) => (
            <li
              key={prize.prize_id}
              className={`roulette-prize${index % 2 === 1 ? ' roulette-prize--light' : ''}`}
              style={{ transform: `rotate(${prizeAngle(index, count)}deg)` }}
            >
              <span>{prize.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <span className="roulette-hub" aria-hidden="true" />
    </div>
  );
}
