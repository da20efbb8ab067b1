import type { RoulettePrize } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { SPIN_EASING, SPIN_MS, prizeAngle } from '../lib/wheel';
import type { WheelArt } from '../wheel-art/use-wheel-art';

/**
 * The wheel: the set's disk of as many segments as prizes (clockwise from the pointer at the top), each
 * labelled in real text over its segment; the disk turns to `rotation`, eased over 1.5 s when `animate`,
 * at once otherwise. The rim with its bulbs and the pointer stay still above it.
 */
export function RouletteWheel({
  prizes,
  rotation,
  animate,
  art,
}: {
  prizes: RoulettePrize[];
  rotation: number;
  animate: boolean;
  art: WheelArt;
}) {
  const count = Math.max(1, prizes.length);
  return (
    <div className="roulette-wheel">
      <div
        className="roulette-disk"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_MS}ms ${SPIN_EASING}` : 'none',
        }}
      >
        <img className="roulette-disk-art" src={art.disk(count)} alt="" draggable={false} />
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
      <img className="roulette-frame" src={art.frame} alt="" draggable={false} />
      <img className="roulette-pointer" src={art.arrow} alt="" draggable={false} />
    </div>
  );
}
