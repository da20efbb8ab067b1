import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import type { RedEnvelopes } from '../red-envelope.js';
import type { Roulette } from '../roulette.js';

/** Site activities: the red envelope and the roulette wheel. */
export async function activityRoutes(
  app: FastifyInstance,
  opts: { redEnvelopes: RedEnvelopes; roulette: Roulette },
): Promise<void> {
  registerCall(app, calls.redEnvelopePromotion, async (_b, request) => ({
    envelope: await opts.redEnvelopes.live(await request.member(), request.locale),
  }));
  registerCall(app, calls.redEnvelopeClaim, async (body, request) =>
    opts.redEnvelopes.claim(await request.member(), body.id),
  );
  registerCall(app, calls.roulette, async (_b, request) => ({
    detail: await opts.roulette.detail(await request.member(), request.locale),
  }));
  registerCall(app, calls.rouletteInfo, async (_b, request) => ({
    detail: await opts.roulette.detail(await request.member(), request.locale),
  }));
  registerCall(app, calls.rouletteSpin, async (_b, request) => opts.roulette.spin(await request.member()));
}
