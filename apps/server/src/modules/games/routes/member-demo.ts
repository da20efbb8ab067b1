import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SupportDevice } from '@playdeck/contract';
import { calls, GAME_CODES } from '@playdeck/contract';
import { SPORTS_CODE } from '@playdeck/sandbox-provider';
import { ApiError } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import { gamesWhere, hall, isListed, toEntry } from '../catalogue.js';
import { demoJackpot } from '../jackpot.js';
import { providerNotAnswering, refuseWhenGamesClosed } from '../play-errors.js';
import type { ProviderClient } from '../provider-client.js';
import { OutcomeUnknown, ProviderRefused } from '../provider-client.js';
import type { MemberContext } from './member-context.js';

/** What a visitor can open without an account: demo games, the crash menu, sports quick bets, the jackpot. */
export async function gameDemoRoutes(
  app: FastifyInstance,
  opts: { context: MemberContext; provider: ProviderClient },
): Promise<void> {
  const { currencyFor, site } = opts.context;

  /** A launch without a player (demo play, the sports quick-bet frame), returning to this site's /close. */
  const visitorLaunch = (request: FastifyRequest, gpId: string, gameCode: string) =>
    opts.provider
      .launch({
        siteId: request.site.siteId,
        gpId,
        playerId: null,
        gameCode,
        lobbyUrl: `${request.protocol}://${request.host}/close`,
      })
      .catch((err: unknown) => {
        if (err instanceof OutcomeUnknown || err instanceof ProviderRefused) throw providerNotAnswering();
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
    if (!lobby) throw new ApiError(GAME_CODES.notFound, 'games.no_sports');
    // The quick bet is the sports book's own fixtures-and-odds page, not the provider's game lobby.
    return { detail: { url: await visitorLaunch(request, lobby.gpId, SPORTS_CODE), gp_id: lobby.gpId } };
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
    refuseWhenGamesClosed(await app.siteFor(request, body.site_id));
    const c = await site(request, body.site_id);
    const game = gamesWhere(c, {
      currency: currencyFor(request, body.currency),
      device: (body.device ?? 0) as SupportDevice,
      gpId: body.gp_id,
      gtId: body.game_type,
      demoOnly: true,
    }).find((g) => g.gameCode === body.game_code);
    if (!game) throw new ApiError(GAME_CODES.notFound, 'games.no_demo');
    return { game_url: await visitorLaunch(request, game.gpId, game.gameCode) };
  });
}
