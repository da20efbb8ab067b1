import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import type { GameListReply, SupportDevice } from '@playdeck/contract';
import { calls, GAME_CODES } from '@playdeck/contract';
import { favoriteGames } from '../../db/schema/index.js';
import { ApiError, unauthorized } from '../../lib/envelope.js';
import { registerCall } from '../../lib/register-call.js';
import type { Identity } from '../identity/index.js';
import type { MemberRow } from '../identity/member-repo.js';
import type { Catalogue, GameRow, SiteCatalogue } from './catalogue.js';
import { gamesWhere, hall, isListed, labels, toEntry } from './catalogue.js';
import { createEncodedReplies, sendEncoded } from './encoded-reply.js';
import { gameIcon, typeIcon } from './icons.js';
import { demoJackpot } from './jackpot.js';
import type { PlayService } from './play-service.js';
import type { ProviderClient } from './provider-client.js';
import { OutcomeUnknown, ProviderRefused } from './provider-client.js';

/** The games calls (R§7 Games) and the game icons. */
export async function gameRoutes(
  app: FastifyInstance,
  opts: { identity: Identity; catalogue: Catalogue; play: PlayService; provider: ProviderClient },
): Promise<void> {
  const { catalogue, play } = opts;
  const db = app.database.db;

  const current = async (request: FastifyRequest): Promise<MemberRow> => {
    const row =
      request.session && (await opts.identity.members.findById(request.site.siteId, request.session.memberId));
    if (!row) throw unauthorized();
    return row;
  };
  const ref = (m: MemberRow) => ({
    siteId: m.siteId,
    memberId: m.id,
    currency: m.memberCurrency,
    account: m.memberAccount,
  });

  /** The logged-in member when a valid token came with a public call; lists then carry favourites. */
  const optionalMember = async (request: FastifyRequest): Promise<MemberRow | undefined> => {
    if (!request.headers.authorization) return undefined;
    try {
      await app.requireSession(request, undefined as never);
      return await current(request);
    } catch {
      return undefined;
    }
  };

  /** A member sees their own currency; a visitor the one asked for when the site offers it. */
  const currencyFor = (request: FastifyRequest, asked: string | undefined, member?: MemberRow) => {
    if (member) return member.memberCurrency;
    const offered = request.site.currencies as string[];
    return asked && offered.includes(asked) ? asked : offered[0]!;
  };

  const favoritesOf = async (member: MemberRow | undefined): Promise<Set<number>> => {
    if (!member) return new Set();
    const rows = await db
      .select({ gameId: favoriteGames.gameId })
      .from(favoriteGames)
      .where(and(eq(favoriteGames.siteId, member.siteId), eq(favoriteGames.memberId, member.id)));
    return new Set(rows.map((r) => r.gameId));
  };

  const site = async (request: FastifyRequest, siteId: number | undefined): Promise<SiteCatalogue> =>
    catalogue.forSite((await app.siteFor(request, siteId)).siteId);

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
    const favorites = await favoritesOf(member);
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
    const favorites = await favoritesOf(member);
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
    const favorites = await favoritesOf(member);
    return { list: rows.slice(0, 30).map((g) => toEntry(c, g, favorites)) };
  });

  registerCall(app, calls.lastPlayingGames, async (_body, request) => ({
    list: await play.lastPlayed(ref(await current(request))),
  }));

  registerCall(app, calls.favoriteStore, async (body, request) => {
    const member = await current(request);
    const c = await catalogue.forSite(member.siteId);
    const ids = body.data.map((d) => d.game_id);
    const unknown = ids.find((id) => !c.byId.has(id));
    if (unknown !== undefined) throw new ApiError(GAME_CODES.notFound, `game_id: no game ${unknown}`);
    for (const { game_id, status } of body.data) {
      const row = { siteId: member.siteId, memberId: member.id, gameId: game_id };
      if (status === 1) {
        await db.insert(favoriteGames).values(row).onConflictDoNothing();
      } else {
        await db
          .delete(favoriteGames)
          .where(
            and(
              eq(favoriteGames.siteId, row.siteId),
              eq(favoriteGames.memberId, row.memberId),
              eq(favoriteGames.gameId, game_id),
            ),
          );
      }
    }
    return { list: [...(await favoritesOf(member))] };
  });

  /** A launch without a player (demo play, the sports quick-bet frame), returning to this site's /close. */
  const visitorLaunch = (request: FastifyRequest, gameCode: string) =>
    opts.provider
      .launch({
        siteId: request.site.siteId,
        playerId: null,
        gameCode,
        lobbyUrl: `${request.protocol}://${request.host}/close`,
      })
      .catch((err: unknown) => {
        if (err instanceof OutcomeUnknown || err instanceof ProviderRefused) throw play.notAnswering();
        throw err;
      });

  registerCall(app, calls.crashMenu, async (body, request) => {
    const c = await site(request, body.site_id);
    const currency = currencyFor(request, body.currency);
    const crash = [...c.providers.values()].find((p) => p.active && p.crashMenuAfter);
    if (!crash) return { menu: null };
    const rows = gamesWhere(c, { currency, device: 0, gpId: crash.gpId });
    return {
      menu: {
        after_gt_id: crash.crashMenuAfter === 3 ? 3 : 6,
        gt_name: 'crash',
        gp_list: rows.map((g) => toEntry(c, g)),
      },
    };
  });

  registerCall(app, calls.sportQuickbetUrl, async (body, request) => {
    const c = await site(request, body.site_id);
    const currency = currencyFor(request, body.currency);
    const filter = { currency, device: (body.support_device ?? 0) as SupportDevice };
    const lobby = c.games.find((g) => g.kind === 'lobby' && g.gtId === 4 && isListed(c, g, filter));
    if (!lobby) throw new ApiError(GAME_CODES.notFound, 'no sports provider');
    return { detail: { url: await visitorLaunch(request, lobby.gameCode), gp_id: lobby.gpId } };
  });

  registerCall(app, calls.jackpot, async (body, request) => ({
    jackpot_amount_total: demoJackpot(request.site.siteId, currencyFor(request, body.currency)),
  }));

  registerCall(app, calls.demoTypeGames, async (body, request) => {
    const c = await site(request, body.site_id);
    const filter = {
      currency: currencyFor(request, body.currency),
      device: (body.support_device ?? 0) as SupportDevice,
    };
    return { list: hall(c, filter, 'demo') };
  });

  registerCall(app, calls.demoProviderGames, async (body, request) => {
    const c = await site(request, body.site_id);
    const rows = gamesWhere(c, {
      currency: currencyFor(request, body.currency),
      device: (body.device ?? 0) as SupportDevice,
      gpId: body.gp_id,
      gtId: body.game_type_id,
      house: body.house,
      demoOnly: true,
    });
    return { list: rows.map((g) => toEntry(c, g)) };
  });

  registerCall(app, calls.demoPlay, async (body, request) => {
    const c = await site(request, body.site_id);
    const game = gamesWhere(c, {
      currency: currencyFor(request, body.currency),
      device: (body.device ?? 0) as SupportDevice,
      gpId: body.gp_id,
      gtId: body.game_type,
      demoOnly: true,
    }).find((g) => g.gameCode === body.game_code);
    if (!game) throw new ApiError(GAME_CODES.notFound, 'no demo for this game');
    return { game_url: await visitorLaunch(request, game.gameCode) };
  });

  registerCall(app, calls.play, async (body, request) =>
    play.play(ref(await current(request)), {
      gpId: body.gp_id,
      gtId: body.game_type,
      gameCode: body.game_code,
      house: body.house,
      device: body.device,
      lobbyUrl: body.lobby_url,
      origin: `${request.protocol}://${request.host}`,
    }),
  );
  registerCall(app, calls.leave, async (body, request) => play.leave(ref(await current(request)), body.gp_id));
  registerCall(app, calls.myCash, async (_body, request) => play.myCash(ref(await current(request))));
  registerCall(app, calls.balanceGetBack, async (_body, request) =>
    play.balanceBack(ref(await current(request)), false),
  );
  registerCall(app, calls.balanceAllBack, async (_body, request) =>
    play.balanceBack(ref(await current(request)), true),
  );

  // Game and type icons: drawn, cached by browsers for a day.
  app.get<{ Params: { name: string }; Querystring: { theme?: string } }>(
    '/game-icons/:name',
    async (request, reply) => {
      const match = /^(type-(\d)|([\w-]{1,80}))\.svg$/.exec(request.params.name);
      if (!match) return reply.code(404).send();
      const svg = match[2]
        ? typeIcon(Number(match[2]), request.query.theme === 'active')
        : gameIcon(match[3]!, request.query.theme === 'dark');
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
