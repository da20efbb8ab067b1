import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.js';
import type { Identity } from '../../identity/index.js';
import type { LettersService } from '../../letters/index.js';
import type { RedEnvelopes } from '../red-envelope.js';
import type { Roulette } from '../roulette.js';

const letterBody = z.strictObject({
  account: z.string().min(1).max(32),
  title: z.string().min(1).max(200),
  content: z.string().max(5_000),
});
const envelopeBody = z.strictObject({
  currency: z.string().min(2).max(8),
  title: z.string().min(1).max(100).default('Lucky drop'),
  start_in_ms: z.number().int().min(0).max(3_600_000),
  duration_ms: z.number().int().min(1_000).max(86_400_000),
  amount: z.number().int().positive().max(1_000_000),
});
const rouletteBody = z.strictObject({
  account: z.string().min(1).max(32),
  draws: z.number().int().min(1).max(100),
  /** Minor units of the one cash prize; every prize of this test wheel pays it. */
  cash: z.number().int().positive().max(1_000_000),
});

/**
 * Test-only (TEST_OPERATOR_ROUTES, refused in production): what an operator's back office would do,
 * so browser tests can watch a letter arrive, an envelope start and a wheel open while the page is open.
 */
export async function testOperatorRoutes(
  app: FastifyInstance,
  opts: { identity: Identity; letters: LettersService; redEnvelopes: RedEnvelopes; roulette: Roulette },
): Promise<void> {
  const member = async (siteId: number, account: string) => {
    const row = await opts.identity.members.findByAccount(siteId, account);
    if (!row) throw Object.assign(new Error(`account: no member ${account}`), { statusCode: 404 });
    return row;
  };

  app.post('/api/test/operator/letters', async (request) => {
    const body = letterBody.parse(request.body);
    const to = await member(request.site.siteId, body.account);
    const sent = await opts.letters.send(request.site.siteId, { memberIds: [to.id] }, body);
    return ok({ sent });
  });

  app.post('/api/test/operator/red-envelopes', async (request) => {
    const body = envelopeBody.parse(request.body);
    const startAt = new Date(Date.now() + body.start_in_ms);
    const row = await opts.redEnvelopes.create({
      siteId: request.site.siteId,
      currency: body.currency,
      title: body.title,
      startAt,
      endAt: new Date(startAt.getTime() + body.duration_ms),
      budget: BigInt(body.amount) * 100n,
      minAmount: BigInt(body.amount),
      maxAmount: BigInt(body.amount),
    });
    return ok({ id: row.id });
  });

  app.post('/api/test/operator/roulette', async (request) => {
    const body = rouletteBody.parse(request.body);
    const to = await member(request.site.siteId, body.account);
    const wheel = await opts.roulette.create(
      {
        siteId: request.site.siteId,
        currency: to.memberCurrency,
        title: 'Lucky wheel',
        startAt: new Date(Date.now() - 1_000),
        endAt: new Date(Date.now() + 3_600_000),
      },
      ['Gold', 'Silver', 'Bronze', 'Star'].map((label) => ({ label, cash: BigInt(body.cash), weight: 1, stock: 100 })),
    );
    await opts.roulette.grant(wheel.id, to, body.draws);
    return ok({ id: wheel.id });
  });
}
