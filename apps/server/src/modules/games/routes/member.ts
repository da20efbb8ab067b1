import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import { refuseWhenGamesClosed } from '../play-errors.js';
import type { PlayService } from '../play-service.js';
import type { MemberContext } from './member-context.js';

/** The member's own game calls: open a game, leave it, see and move their balances. */
export async function gamePlayRoutes(
  app: FastifyInstance,
  opts: { context: MemberContext; play: PlayService },
): Promise<void> {
  const { play } = opts;
  const { ref } = opts.context;

  registerCall(app, calls.play, async (body, request) => {
    refuseWhenGamesClosed(request.site);
    return play.play(ref(await request.member()), {
      gpId: body.gp_id,
      gtId: body.game_type,
      gameCode: body.game_code,
      house: body.house,
      device: body.device,
      lobbyUrl: body.lobby_url,
      origin: `${request.protocol}://${request.host}`,
    });
  });
  registerCall(app, calls.leave, async (body, request) => play.leave(ref(await request.member()), body.gp_id));
  registerCall(app, calls.myCash, async (_body, request) => play.myCash(ref(await request.member())));
  registerCall(app, calls.balanceGetBack, async (_body, request) =>
    play.balanceBack(ref(await request.member()), false),
  );
  registerCall(app, calls.balanceAllBack, async (_body, request) =>
    play.balanceBack(ref(await request.member()), true),
  );
  registerCall(app, calls.walletTransfer, async (body, request) =>
    play.walletTransfer(ref(await request.member()), body),
  );
}
