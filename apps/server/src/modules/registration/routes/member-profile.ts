import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { Identity, MemberRow } from '../../identity/index.js';
import type { ProfileEdit } from '../profile-edit.js';

/** The member centre's profile edits: they follow the site's register settings, so they live here. */
export async function memberProfileRoutes(
  app: FastifyInstance,
  opts: { profile: ProfileEdit; identity: Identity },
): Promise<void> {
  const current = async (request: FastifyRequest): Promise<MemberRow> => {
    const member =
      request.session && (await opts.identity.members.findById(request.site.siteId, request.session.memberId));
    if (!member) throw unauthorized();
    return member;
  };

  registerCall(app, calls.profileRules, async (_body, request) => ({
    fields: await opts.profile.rules(await current(request)),
  }));
  registerCall(app, calls.profileEdit, async (body, request) => ({
    member_profile: await opts.profile.edit(request.site, await current(request), body),
  }));
  registerCall(app, calls.profilePhoneCode, async (body, request) => {
    await opts.profile.sendPhoneCode(request.site, await current(request), body.member_phone);
    return null;
  });
}
