import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, MEMBER_CENTRE_CODES, RESULT } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { WalletService } from '../../wallet/index.js';
import type { Identity } from '../types.js';
import { toLayout, toProfile } from '../profile-service.js';

/** The logged-in member's own data. */
export async function memberRoutes(
  app: FastifyInstance,
  opts: {
    identity: Identity;
    wallet: WalletService;
  },
): Promise<void> {
  const { security } = opts.identity;
  const sessionOf = (request: FastifyRequest): number => {
    if (!request.session) throw unauthorized();
    return request.session.id;
  };

  registerCall(app, calls.memberProfile, async (_body, request) => ({
    member_profile: toProfile(await request.member()),
  }));
  registerCall(app, calls.memberLayout, async (_body, request) => {
    const member = await request.member();
    const [cash, playing, cashBack] = await Promise.all([
      opts.wallet.mainBalance(member.siteId, member.id, member.memberCurrency),
      opts.identity.playing.get()(member.siteId, member.id),
      opts.identity.cashBackWaiting.get()(member.siteId, member.id),
    ]);
    return { member_common_layout: toLayout(member, cash, { playing, cashBack }) };
  });
  registerCall(app, calls.editPassword, async (body, request) => {
    const member = await request.member();
    await opts.identity.editPassword(member, body);
    // Whoever else holds this account's sessions is signed out; this page stays.
    await security.signOutOthers(member, sessionOf(request), MEMBER_CENTRE_CODES.passwordChanged);
    return null;
  });
  registerCall(app, calls.security, async (_body, request) =>
    security.overview(await request.member(), sessionOf(request)),
  );
  registerCall(app, calls.securityDeviceRemove, async (body, request) => {
    await security.removeDevice(await request.member(), sessionOf(request), body.id);
    return null;
  });
  registerCall(app, calls.securitySignOutOthers, async (_body, request) => ({
    ended: await security.signOutOthers(await request.member(), sessionOf(request), RESULT.unauthorized),
  }));
}
