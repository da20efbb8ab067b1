import type { GameEntry, GameLabelReply } from '@playdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { memberQueryKey } from '../../../shared/api/member/get-member-layout';
import { useSession } from '../../../shared/stores/session-store';

export interface FavoriteChange {
  gameId: number;
  favorite: boolean;
}

/** Marks the game in every cached provider list of this member, so hearts and the favourites tab agree. */
function markCached(lists: GameLabelReply | undefined, { gameId, favorite }: FavoriteChange) {
  if (!lists) return lists;
  const mark = (game: GameEntry): GameEntry =>
    game.game_id === gameId ? { ...game, member_favorite: favorite ? 1 : 0, is_favorite: favorite } : game;
  return {
    main: lists.main.map(mark),
    list: lists.list.map((label) => ({ ...label, game_list: label.game_list.map(mark) })),
  };
}

/** favorite/store with status 1 (add) or 0 (remove); the heart changes at once and undoes on failure. */
export function useFavoriteStore() {
  const queryClient = useQueryClient();
  const memberId = useSession((s) => s.memberId);
  const labels = [...memberQueryKey(memberId), 'games', 'label'];
  return useMutation({
    mutationFn: ({ gameId, favorite }: FavoriteChange) =>
      callApi('favoriteStore', { data: [{ game_id: gameId, status: favorite ? 1 : 0 }] }),
    onMutate: (change) => {
      queryClient.setQueriesData<GameLabelReply>({ queryKey: labels }, (old) => markCached(old, change));
    },
    onError: (_error, change) => {
      const undo = { ...change, favorite: !change.favorite };
      queryClient.setQueriesData<GameLabelReply>({ queryKey: labels }, (old) => markCached(old, undo));
    },
  });
}
