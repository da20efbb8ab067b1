import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { Identity, MemberRow } from '../../identity/index.js';
import type { Cashback } from '../cashback.js';
import type { Referrals } from '../referrals.js';

/** The member's calls of recommend a friend and cash surplus (issue 15). */
export async function programmeMemberRoutes(
  app: FastifyInstance,
  opts: { identity: Identity; referrals: Referrals; cashback: Cashback },
): Promise<void> {
  const { referrals, cashback } = opts;
  const current = async (request: FastifyRequest): Promise<MemberRow> => {
    const member =
      request.session && (await opts.identity.members.findById(request.site.siteId, request.session.memberId));
    if (!member) throw unauthorized();
    return member;
  };

  registerCall(app, calls.recommendProject, async (_body, request) =>
    referrals.project(request.site, await current(request), `${request.protocol}://${request.host}`),
  );
  registerCall(app, calls.recommendRecords, async (body, request) =>
    referrals.records(request.site, await current(request), body),
  );
  registerCall(app, calls.recommendSearch, async (body, request) => ({
    friend: await referrals.search(request.site, await current(request), body.member_account),
  }));
  registerCall(app, calls.cashSurplusCheck, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const currency = body.currency ?? request.session?.memberCurrency ?? site.currencies[0] ?? '';
    return { active: (await cashback.active(site, currency)) ? (1 as const) : (0 as const) };
  });
  registerCall(app, calls.cashSurplusInfo, async (_body, request) =>
    cashback.info(request.site, await current(request)),
  );
  registerCall(app, calls.cashSurplusClaim, async (body, request) =>
    cashback.claim(request.site, await current(request), body.id),
  );
}
