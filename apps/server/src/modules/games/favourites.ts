import { GAME_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { Catalogue } from './catalogue.js';
import type { GamesRepo, MemberKey } from './repo.js';

/** The member's favourite games: lists mark them, and the member stars and unstars them. */
export function createFavourites(deps: { repo: GamesRepo; catalogue: Catalogue }) {
  const { repo } = deps;

  /** The member's favourites; none for a visitor. */
  async function of(member: MemberKey | undefined): Promise<Set<number>> {
    if (!member) return new Set();
    return new Set(await repo.favourites(member));
  }

  return {
    of,

    /** Stars (status 1) or unstars each game; every game must be in the site's catalogue. */
    async store(member: MemberKey, changes: { game_id: number; status: number }[]): Promise<number[]> {
      const c = await deps.catalogue.forSite(member.siteId);
      const unknown = changes.map((d) => d.game_id).find((id) => !c.byId.has(id));
      if (unknown !== undefined) throw new ApiError(GAME_CODES.notFound, 'games.not_found');
      for (const { game_id, status } of changes) {
        if (status === 1) await repo.addFavourite(member, game_id);
        else await repo.removeFavourite(member, game_id);
      }
      return [...(await of(member))];
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
