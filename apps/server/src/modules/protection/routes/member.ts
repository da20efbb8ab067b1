import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import type { MemberRow } from '../../identity/index.js';
import type { ProtectionService } from '../service.js';

const refOf = (member: MemberRow) => ({ siteId: member.siteId, memberId: member.id, currency: member.memberCurrency });

/** The member's Responsible gaming calls (decision 0050); each answers the state after the change. */
export async function protectionMemberRoutes(app: FastifyInstance, opts: { protection: ProtectionService }) {
  const { protection } = opts;
  registerCall(app, calls.protectionInfo, async (_body, request) => protection.info(refOf(await request.member())));
  registerCall(app, calls.protectionLimitSet, async (body, request) => {
    const member = refOf(await request.member());
    await protection.limits.set(member, body, body.amount);
    return protection.info(member);
  });
  registerCall(app, calls.protectionLimitConfirm, async (body, request) => {
    const member = refOf(await request.member());
    await protection.limits.confirm(member, body);
    return protection.info(member);
  });
  registerCall(app, calls.protectionLimitCancel, async (body, request) => {
    const member = refOf(await request.member());
    await protection.limits.cancel(member, body);
    return protection.info(member);
  });
  registerCall(app, calls.protectionTimeOut, async (body, request) => {
    const member = await request.member();
    await protection.blocks.timeOut(member, body.period);
    return protection.info(refOf(member));
  });
  registerCall(app, calls.protectionExclude, async (body, request) => {
    const member = await request.member();
    await protection.blocks.exclude(member, body.period);
    return protection.info(refOf(member));
  });
  registerCall(app, calls.protectionSession, async (body, request) =>
    protection.reality.session(refOf(await request.member()), body.since),
  );
  registerCall(app, calls.protectionPlay, async (_body, request) =>
    protection.playTime.beat(refOf(await request.member())),
  );
  registerCall(app, calls.protectionRealityAnswer, async (body, request) =>
    protection.reality.answer(refOf(await request.member()), body.since, body.answer),
  );
  registerCall(app, calls.protectionPromptSkip, async (_body, request) => {
    const member = refOf(await request.member());
    await protection.skipPrompt(member);
    return protection.info(member);
  });
  registerCall(app, calls.protectionRealityCheck, async (body, request) => {
    const member = refOf(await request.member());
    await protection.setRealityCheck(member, body.minutes);
    return protection.info(member);
  });
}
