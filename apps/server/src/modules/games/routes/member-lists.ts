import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GameListReply, SupportDevice } from '@playdeck/contract';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import type { MemberRow } from '../../identity/index.js';
import type { GameRow } from '../catalogue.js';
import { gamesWhere, hall, labels, toEntry } from '../catalogue.js';
import { createEncodedReplies, sendEncoded } from '../../../lib/encoded-reply.js';
import type { Favourites } from '../favourites.js';
import type { PlayService } from '../play-service.js';
import type { MemberContext } from './member-context.js';

/** The hall and the game lists, with the member's favourites and last played. */
export async function gameListRoutes(
  app: FastifyInstance,
  opts: { context: MemberContext; favourites: Favourites; play: PlayService },
): Promise<void> {
  const { context, favourites, play } = opts;
  const { currencyFor, optionalMember, site } = context;
  const favouritesOf = (member: MemberRow | undefined) => favourites.of(member && context.ref(member));

  // The hall reply is the same for everyone of a site, currency and device: kept as bytes per
  // catalogue version, compressed on first ask, sent with an ETag.
  const halls = createEncodedReplies();

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(`/api${calls.gameList.path}`, { schema: { body: calls.gameList.request } }, async (request, reply) => {
      const body = request.body;
      const c = await site(request, body.site_id);
      const currency = currencyFor(request, body.currency);
      const device = (body.support_device ?? 0) as SupportDevice;
      const encoded = halls.get(`${c.version}|${currency}|${device}`, (): GameListReply => ({
        list: hall(c, { currency, device }),
      }));
      return sendEncoded(request, reply, encoded);
    });

  /** What a public list needs: the site's catalogue, the view (currency, device) and the member's favourites. */
  const listView = async (
    request: FastifyRequest,
    body: { site_id?: number; currency?: string; support_device?: SupportDevice },
  ) => {
    const member = await optionalMember(request);
    const c = await site(request, body.site_id);
    const filter = { currency: currencyFor(request, body.currency, member), device: body.support_device ?? 0 };
    const favorites = await favouritesOf(member);
    return { c, filter, entry: (g: GameRow) => toEntry(c, g, favorites) };
  };

  registerCall(app, calls.templateGameList, async (body, request) => {
    const { c, filter, entry } = await listView(request, body);
    return {
      list: gamesWhere(c, { ...filter, tag: 'hot' })
        .slice(0, 24)
        .map(entry),
    };
  });

  registerCall(app, calls.tagGameList, async (body, request) => {
    const { c, filter, entry } = await listView(request, body);
    return { list: gamesWhere(c, { ...filter, tag: body.tag, gtId: body.gt_id }).map(entry) };
  });

  registerCall(app, calls.gameLabel, async (body, request) => {
    const member = await optionalMember(request);
    const c = await site(request, body.site_id);
    const rows = gamesWhere(c, {
      currency: currencyFor(request, body.currency, member),
      device: (body.device ?? 0) as SupportDevice,
      gpId: body.gp_id,
      gtId: body.game_type_id,
      house: body.house,
    });
    const favorites = await favouritesOf(member);
    return { list: labels(c, rows, favorites), main: rows.map((g) => toEntry(c, g, favorites)) };
  });

  registerCall(app, calls.hotGames, async (body, request) => {
    const member = await optionalMember(request);
    const c = await site(request, body.site_id);
    const rows = gamesWhere(c, {
      currency: currencyFor(request, body.currency, member),
      device: 0,
      tag: 'hot',
      gtId: body.gt_id,
    });
    const favorites = await favouritesOf(member);
    return { list: rows.slice(0, 30).map((g) => toEntry(c, g, favorites)) };
  });

  registerCall(app, calls.lastPlayingGames, async (_body, request) => ({
    list: await play.lastPlayed(context.ref(await request.member())),
  }));

  registerCall(app, calls.favoriteStore, async (body, request) => ({
    list: await favourites.store(context.ref(await request.member()), body.data),
  }));
}
