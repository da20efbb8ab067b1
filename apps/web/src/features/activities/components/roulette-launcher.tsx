import { useState } from 'react';
import { reloadRoulette, useRoulette } from '../../../shared/api/activities/roulette';
import { t } from '../../../shared/i18n/translate';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { RouletteDialog } from './roulette-dialog';

/**
 * The floating way into the roulette (S§2): shown only while the member has an activity (2095101 = none
 * hides it), with the draws left. roulette_display re-initialises the activity (RT-26).
 */
export function RouletteLauncher() {
  const { data: detail } = useRoulette();
  const [open, setOpen] = useState(false);
  useRealtimeEvent('roulette_display', reloadRoulette);
  if (!detail && !open) return null;
  return (
    <>
      {detail && (
        <button
          type="button"
          className="roulette-launcher"
          onClick={() => setOpen(true)}
          aria-label={t('roulette.open')}
          title={detail.title}
        >
          <span className="roulette-launcher-disk" aria-hidden="true" />
          <span className="roulette-launcher-count" aria-hidden="true">
            {detail.remaining_draws}
          </span>
        </button>
      )}
      {open && <RouletteDialog onClose={() => setOpen(false)} />}
    </>
  );
}
