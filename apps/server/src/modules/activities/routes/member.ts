import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { Identity, MemberRow } from '../../identity/index.js';
import type { RedEnvelopes } from '../red-envelope.js';
import type { Roulette } from '../roulette.js';

/** Site activities: the red envelope and the roulette wheel. */
export async function activityRoutes(
  app: FastifyInstance,
  opts: { identity: Identity; redEnvelopes: RedEnvelopes; roulette: Roulette },
): Promise<void> {
  const member = async (request: FastifyRequest): Promise<MemberRow> => {
    const row =
      request.session && (await opts.identity.members.findById(request.site.siteId, request.session.memberId));
    if (!row) throw unauthorized();
    return row;
  };
  registerCall(app, calls.redEnvelopePromotion, async (_b, request) => ({
    envelope: await opts.redEnvelopes.live(await member(request), request.locale),
  }));
  registerCall(app, calls.redEnvelopeClaim, async (body, request) =>
    opts.redEnvelopes.claim(await member(request), body.id),
  );
  registerCall(app, calls.roulette, async (_b, request) => ({
    detail: await opts.roulette.detail(await member(request), request.locale),
  }));
  registerCall(app, calls.rouletteInfo, async (_b, request) => ({
    detail: await opts.roulette.detail(await member(request), request.locale),
  }));
  registerCall(app, calls.rouletteSpin, async (_b, request) => opts.roulette.spin(await member(request)));
}
