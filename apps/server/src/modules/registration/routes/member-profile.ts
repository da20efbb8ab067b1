import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import type { ProfileEdit } from '../profile-edit.js';

/** The member centre's profile edits: they follow the site's register settings, so they live here. */
export async function memberProfileRoutes(app: FastifyInstance, opts: { profile: ProfileEdit }): Promise<void> {
  registerCall(app, calls.profileRules, async (_body, request) => ({
    fields: await opts.profile.rules(await request.member()),
  }));
  registerCall(app, calls.profileEdit, async (body, request) => ({
    member_profile: await opts.profile.edit(request.site, await request.member(), body),
  }));
  registerCall(app, calls.profilePhoneCode, async (body, request) => {
    await opts.profile.sendPhoneCode(request.site, await request.member(), body.member_phone);
    return null;
  });
}
