import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import type { BetRecords } from '../bet-records.js';
import type { MemberContext } from './member-context.js';

/** The member's bet history (Transaction page): their rounds at one provider, read from it. */
export async function betRecordRoutes(
  app: FastifyInstance,
  opts: { context: MemberContext; betRecords: BetRecords },
): Promise<void> {
  const { context, betRecords } = opts;
  registerCall(app, calls.betRecords, async (body, request) =>
    betRecords(context.ref(await request.member()), body, request.locale),
  );
}
