import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberRow } from '../../identity/index.js';
import type { Catalogue, SiteCatalogue } from '../catalogue.js';
import type { PlayMember } from '../play-service.js';

/** Who asks and about which site: what every games call starts from. */
export function createMemberContext(app: FastifyInstance, deps: { catalogue: Catalogue }) {
  /** The logged-in member when a valid token came with a public call; lists then carry favourites. */
  const optionalMember = async (request: FastifyRequest): Promise<MemberRow | undefined> => {
    if (!request.headers.authorization) return undefined;
    try {
      await app.requireSession(request, undefined as never);
      return await request.member();
    } catch {
      return undefined;
    }
  };

  return {
    optionalMember,

    ref: (m: MemberRow): PlayMember => ({
      siteId: m.siteId,
      memberId: m.id,
      currency: m.memberCurrency,
      account: m.memberAccount,
    }),

    /** A member sees their own currency; a visitor the one asked for when the site offers it. */
    currencyFor: (request: FastifyRequest, asked: string | undefined, member?: MemberRow) => {
      if (member) return member.memberCurrency;
      const offered = request.site.currencies as string[];
      return asked && offered.includes(asked) ? asked : offered[0]!;
    },

    site: async (request: FastifyRequest, siteId: number | undefined): Promise<SiteCatalogue> =>
      deps.catalogue.forSite((await app.siteFor(request, siteId)).siteId),
  };
}

export type MemberContext = ReturnType<typeof createMemberContext>;
