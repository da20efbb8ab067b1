import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import type { Cashback } from '../cashback.js';
import type { Referrals } from '../referrals.js';

/** The member's calls of recommend a friend and cash surplus (decision 0021). */
export async function programmeMemberRoutes(
  app: FastifyInstance,
  opts: { referrals: Referrals; cashback: Cashback },
): Promise<void> {
  const { referrals, cashback } = opts;

  registerCall(app, calls.recommendProject, async (_body, request) =>
    referrals.project(request.site, await request.member(), `${request.protocol}://${request.host}`),
  );
  registerCall(app, calls.recommendRecords, async (body, request) =>
    referrals.records(request.site, await request.member(), body),
  );
  registerCall(app, calls.recommendSearch, async (body, request) => ({
    friend: await referrals.search(request.site, await request.member(), body.member_account),
  }));
  registerCall(app, calls.cashSurplusCheck, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const currency = body.currency ?? request.session?.memberCurrency ?? site.currencies[0] ?? '';
    return { active: (await cashback.active(site, currency)) ? (1 as const) : (0 as const) };
  });
  registerCall(app, calls.cashSurplusInfo, async (_body, request) =>
    cashback.info(request.site, await request.member()),
  );
  registerCall(app, calls.cashSurplusClaim, async (body, request) =>
    cashback.claim(request.site, await request.member(), body.id),
  );
}
