import type { GameEntry } from '@playdeck/contract';
import { useNavigate } from 'react-router';
import { playGame } from '../../../shared/games/launch-game';
import { useLayout } from '../../../shared/stores/layout-store';
import { GameCard, entryName } from '../../../shared/ui/games/game-card';
import { providerAction } from '../lib/hall-tabs';

/**
 * A hall tab's cards: the providers' lobby entries (a slot provider opens its game list, the others their
 * lobby), or for the crash menu the crash games themselves.
 */
export function ProviderGrid({ entries, label }: { entries: GameEntry[]; label: string }) {
  const mode = useLayout((s) => s.mode);
  const navigate = useNavigate();
  const open = (entry: GameEntry) => {
    const action = providerAction(entry, mode);
    if (action.kind === 'list') return navigate(action.to);
    playGame({
      gp_id: entry.gp_id,
      game_type: entry.game_type || entry.gt_id,
      game_code: entry.game_code,
      house: entry.house,
      name: entryName(entry),
    });
  };
  return (
    <ul className="game-list provider-list" aria-label={label}>
      {entries.map((entry) => (
        <li key={`${entry.gp_id}:${entry.game_code}`}>
          <GameCard entry={entry} onPlay={() => open(entry)} tags={false} />
        </li>
      ))}
    </ul>
  );
}
