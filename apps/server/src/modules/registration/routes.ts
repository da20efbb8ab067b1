import type { FastifyInstance } from 'fastify';
import { calls, REGISTER_CODES, SMS_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { registerCall } from '../../lib/register-call.js';
import type { Identity } from '../identity/index.js';
import type { SmsCodes } from '../sms/code-service.js';
import { registrationOptions, resolveIntroducer } from './introducer.js';
import { createRegistrationRepo } from './repo.js';
import { createRegistrationService, hostOf, SMS_PURPOSE, toSetting } from './service.js';

/** Registration calls of spec registration §7. */
export async function registrationRoutes(app: FastifyInstance, opts: { identity: Identity; sms: SmsCodes }) {
  const repo = createRegistrationRepo(app.database.db);
  const service = createRegistrationService({ repo, identity: opts.identity, sms: opts.sms });

  registerCall(app, calls.registerSettings, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return { list: (await repo.settings(site.siteId)).map(toSetting) };
  });

  registerCall(app, calls.serviceAgreement, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const list = (await repo.agreements(site.siteId)).map((a) => ({
      language: a.language,
      title: a.title,
      content: a.content,
    }));
    return { list };
  });

  registerCall(app, calls.registerVerification, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    await service.verify(site, body, body.member_currency);
    return null;
  });

  registerCall(app, calls.register, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return service.register(site, body, request.ip);
  });

  registerCall(app, calls.registerSms, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const phone = body.member_phone.trim();
    if (!phone) throw new ApiError(SMS_CODES.phoneBlank, 'phone is blank');
    const settings = await service.settingsFor(site.siteId, body.currency);
    const tenDigits = registrationOptions(site).tenDigitPhone || body.currency === 'VND';
    if (!/^\d{6,15}$/.test(phone) || (tenDigits && phone.length !== 10) || !settings.has('member_phone')) {
      throw new ApiError(SMS_CODES.phoneInvalid, 'phone number verify error');
    }
    const outcome = await opts.sms.send(
      site.siteId,
      SMS_PURPOSE,
      phone,
      (code) => `${site.name}: your verification code is ${code}`,
    );
    if (outcome === 'too_soon') throw new ApiError(SMS_CODES.tooSoon, 'one code every five minutes');
    if (outcome === 'failed')
      throw new ApiError(SMS_CODES.contactSupport, 'SMS could not be sent, contact customer service');
    return null;
  });

  registerCall(app, calls.validMessage, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const introducer = body.recommend_code ?? (body.agent_id === undefined ? undefined : String(body.agent_id));
    const registerType = body.recommend_code ? 'recommend_code' : 'member_agent';
    try {
      await resolveIntroducer(repo, site, { introducer, registerType });
      return { is_valid: introducer ? 1 : 0 } as const;
    } catch (err) {
      if (err instanceof ApiError) return { is_valid: 0 } as const;
      throw err;
    }
  });

  registerCall(app, calls.memberInfo, async (body, request) => {
    const agent = /^\d{1,15}$/.test(String(body.id))
      ? await repo.agentById(request.site.siteId, Number(body.id))
      : undefined;
    if (!agent) throw new ApiError(REGISTER_CODES.noSuchAgent, 'no such agent');
    return { currency: agent.memberCurrency };
  });

  registerCall(app, calls.checkAgentDomain, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const domain = await repo.agentDomain(site.siteId, hostOf(body.host));
    return domain
      ? { is_valid: 1 as const, currency: domain.currency, agent_id: domain.agentId }
      : { is_valid: 0 as const, currency: null, agent_id: null };
  });

  registerCall(app, calls.bonusSettingCheck, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const offered = site.currencies.includes(body.member_currency as never);
    return { is_friend: registrationOptions(site).recommendEnabled && offered ? 1 : 0 } as const;
  });
}
