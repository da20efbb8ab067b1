import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { LedgerHistory } from '../history.js';

/** Only the signed-in member's own rows, of the site the request is for (the session is checked to be of it). */
const memberOf = (request: FastifyRequest) => {
  if (!request.session) throw unauthorized();
  return { siteId: request.site.siteId, memberId: request.session.memberId };
};

/** The member's own wallet calls: the Transaction page's ledger. */
export function walletMemberRoutes(app: FastifyInstance, opts: { history: LedgerHistory }): void {
  registerCall(app, calls.transactions, (body, request) => opts.history.transactions(memberOf(request), body));
}
