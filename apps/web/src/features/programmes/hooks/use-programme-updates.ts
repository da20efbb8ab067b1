import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import type { Programme } from '../api/programme-keys';
import { programmeKey, useMemberId } from '../api/programme-keys';

/** While a programme's page is open, `programme.updated` for it (an award paid, a grant made) reloads it. */
export function useProgrammeUpdates(programme: Programme) {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  useRealtimeEvent('programme.updated', (data) => {
    if (data.programme === programme) {
      void queryClient.invalidateQueries({ queryKey: programmeKey(memberId, programme) });
    }
  });
}
