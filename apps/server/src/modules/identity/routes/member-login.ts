import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@playdeck/contract';
import { ApiError, unauthorized } from '../../../lib/envelope.js';
import { msg } from '../../../i18n/catalog.js';
import { registerCall } from '../../../lib/register-call.js';
import { deviceOf } from '../device.js';
import type { Identity } from '../types.js';
import { LOGIN_HEADER } from '../login-header.js';
import { countryOf } from '../../../lib/ip-rules.js';
import { openQueryLogin } from '../query-login.js';

/** Captcha, login, double validation, logout and query login. */
export async function authRoutes(app: FastifyInstance, opts: { identity: Identity }): Promise<void> {
  const id = opts.identity;
  const country = (request: FastifyRequest) => countryOf(request, app.config.COUNTRY_HEADER);

  registerCall(app, calls.captcha, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return id.captchas.issue(site.siteId, body.type, request.ip);
  });
  registerCall(app, calls.clientCaptcha, () => id.captchas.clientCaptcha());
  registerCall(app, calls.loginHeader, async (body, request) =>
    id.loginHeaders.issue((await app.siteFor(request, body.site_id)).siteId),
  );

  registerCall(app, calls.login, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    if (!id.loginHeaders.check(site.siteId, request.headers[LOGIN_HEADER])) {
      throw new ApiError(400, msg('validation.login_header', { field: LOGIN_HEADER }), 400, {
        field: LOGIN_HEADER,
      });
    }
    return id.login.login({
      site,
      account: body.account,
      password: body.password,
      captchaToken: body.captcha_token,
      answer: body.answer,
      ip: request.ip,
      country: country(request),
      device: deviceOf(body, request.ip),
    });
  });

  registerCall(app, calls.doubleValidationSkip, async (body, request) =>
    id.login.skipQuestion(request.site.siteId, body.member_login_id),
  );

  registerCall(app, calls.doubleValidation, async (body, request) =>
    id.login.answerQuestion({
      site: await app.siteFor(request, body.site_id),
      memberLoginId: body.member_login_id,
      captchaToken: body.captcha_token,
      captchaAnswer: body.captcha_answer,
      answer: body.answer,
      ip: request.ip,
      country: country(request),
      device: deviceOf(body, request.ip),
    }),
  );

  registerCall(app, calls.logout, async (_body, request) => {
    const session = request.session;
    if (!session) throw unauthorized();
    await id.sessions.end(session.id);
    request.renewedToken = null;
    app.realtime.endSessions(
      [session.id],
      [`member.${session.memberId}`, `member.${session.memberCurrency}`, `presence-member.${session.memberCurrency}`],
    );
    return null;
  });

  registerCall(app, calls.getInfoData, async (body, request) => {
    const payload = openQueryLogin(app.config.SERVER_SECRET, body.enc);
    const session = payload ? await id.sessions.resolve(payload.tk) : undefined;
    if (!payload || !session || session.memberId !== payload.member_id || session.siteId !== request.site.siteId) {
      throw new ApiError(101, 'identity.link_invalid');
    }
    if (session.renewedToken) request.renewedToken = session.renewedToken;
    return JSON.stringify(session.renewedToken ? { ...payload, tk: session.renewedToken } : payload);
  });
}
