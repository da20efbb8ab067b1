import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { WalletService } from '../../wallet/index.js';
import type { Identity } from '../index.js';
import type { MemberRow } from '../member-repo.js';
import { editPassword, toLayout, toProfile } from '../profile-service.js';

/** The logged-in member's own data. */
export async function memberRoutes(
  app: FastifyInstance,
  opts: {
    identity: Identity;
    wallet: WalletService;
    isPlaying: (siteId: number, memberId: number) => Promise<boolean>;
  },
): Promise<void> {
  const members = opts.identity.members;
  const current = async (request: FastifyRequest): Promise<MemberRow> => {
    const member = request.session && (await members.findById(request.site.siteId, request.session.memberId));
    if (!member) throw unauthorized();
    return member;
  };

  registerCall(app, calls.memberProfile, async (_body, request) => ({
    member_profile: toProfile(await current(request)),
  }));
  registerCall(app, calls.memberLayout, async (_body, request) => {
    const member = await current(request);
    const cash = await opts.wallet.mainBalance(member.siteId, member.id, member.memberCurrency);
    const playing = await opts.isPlaying(member.siteId, member.id);
    return { member_common_layout: toLayout(member, cash, playing) };
  });
  registerCall(app, calls.editPassword, async (body, request) => {
    await editPassword(members, await current(request), body);
    return null;
  });
}
