import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { ApiError } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import { countryOf } from '../../../lib/ip-rules.js';
import type { RegistrationService } from '../service.js';

/** The registration page's calls. */
export async function registrationRoutes(
  app: FastifyInstance,
  opts: {
    registration: RegistrationService;
    visitLink: (siteId: number, agentId: number, code: string) => Promise<unknown>;
  },
) {
  const { registration } = opts;

  registerCall(app, calls.registerSettings, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return { list: await registration.settings(site.siteId) };
  });

  registerCall(app, calls.serviceAgreement, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return { list: await registration.agreements(site.siteId) };
  });

  registerCall(app, calls.registerVerification, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    await registration.verify(site, body, body.member_currency);
    return null;
  });

  registerCall(app, calls.register, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    try {
      return await registration.register(site, body, request.ip, countryOf(request, app.config.COUNTRY_HEADER));
    } catch (error) {
      // The page's own diagnostics (remote_addr, error_track) go beside a refusal, for support.
      if (error instanceof ApiError) {
        const { remote_addr, error_track } = body;
        request.log.info({ code: error.code, remote_addr, error_track }, 'registration refused');
      }
      throw error;
    }
  });

  registerCall(app, calls.registerSms, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    await registration.sendSmsCode(site, body.currency, body.member_phone);
    return null;
  });

  // The IP helper: what this server sees (the page sends it back as remote_addr; rules use the request's own).
  registerCall(app, calls.ipInfo, async (body, request) => {
    await app.siteFor(request, body.site_id);
    return { remote_addr: request.ip, country: countryOf(request, app.config.COUNTRY_HEADER) ?? null };
  });

  registerCall(app, calls.validMessage, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return { is_valid: await registration.isValidIntroducer(site, body.recommend_code, body.agent_id) };
  });

  registerCall(app, calls.memberInfo, async (body, request) => {
    const currency = await registration.agentCurrency(request.site.siteId, body.id);
    // A visit by an agent's promotion link, counted once the agent is known to exist.
    if (body.link) await opts.visitLink(request.site.siteId, Number(body.id), body.link);
    return { currency };
  });

  registerCall(app, calls.checkAgentDomain, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    const domain = await registration.agentDomain(site.siteId, body.host);
    return domain
      ? { is_valid: 1 as const, currency: domain.currency, agent_id: domain.agentId }
      : { is_valid: 0 as const, currency: null, agent_id: null };
  });

  registerCall(app, calls.bonusSettingCheck, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    // The programmes mount after registration: asked at request time.
    return { is_friend: (await app.programmes.referrals.active(site, body.member_currency)) ? 1 : 0 };
  });
}
