import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, DOUBLE_VALIDATION_CODES } from '@playdeck/contract';
import { ApiError, unauthorized } from '../../lib/envelope.js';
import { registerCall } from '../../lib/register-call.js';
import { checkAddress, rulesOf } from './ip-rules.js';
import { deviceOf } from './device.js';
import type { Identity } from './index.js';
import { LOGIN_HEADER } from './login-header.js';
import { openQueryLogin } from './query-login.js';

/** Captcha, login, double validation, transfer validation, logout and query login. */
export async function authRoutes(app: FastifyInstance, opts: { identity: Identity }): Promise<void> {
  const id = opts.identity;
  const country = (request: FastifyRequest) => {
    const value = request.headers[app.config.COUNTRY_HEADER];
    return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
  };

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
      throw new ApiError(400, `${LOGIN_HEADER}: missing or expired, fetch /api/get_login_header first`, 400, {
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

  registerCall(app, calls.doubleValidationSkip, async (body, request) => {
    const challenge = await id.doubleValidation.load(request.site.siteId, body.member_login_id);
    const member = await id.members.findById(request.site.siteId, challenge.memberId);
    if (!member) throw new ApiError(DOUBLE_VALIDATION_CODES.unknownChallenge, 'account_error');
    return id.doubleValidation.skip(challenge, member);
  });

  registerCall(app, calls.doubleValidation, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    checkAddressFor(site, request, DOUBLE_VALIDATION_CODES.ipDenied);
    const challenge = await id.doubleValidation.load(site.siteId, body.member_login_id);
    const member = await id.members.findById(site.siteId, challenge.memberId);
    if (!member || member.status !== 'active')
      throw new ApiError(DOUBLE_VALIDATION_CODES.accountUnavailable, 'account unavailable');
    if (!(await id.captchas.verify(site.siteId, 1, body.captcha_token, body.captcha_answer))) {
      throw new ApiError(DOUBLE_VALIDATION_CODES.captchaWrong, 'verify_failed');
    }
    await id.doubleValidation.answer(challenge, member, body.answer);
    const device = deviceOf(body, request.ip);
    await id.members.trustDevice(site.siteId, member.id, device.udid ?? '', device);
    return id.login.startSession(site, member, device);
  });

  function checkAddressFor(site: FastifyRequest['site'], request: FastifyRequest, code: number) {
    try {
      checkAddress(rulesOf(site.envConfig), request.ip, country(request));
    } catch {
      throw new ApiError(code, 'ip_error');
    }
  }

  registerCall(app, calls.vxVerify, async (body, request) =>
    id.transferValidation.verify({
      siteId: (await app.siteFor(request, body.site_id)).siteId,
      ip: request.ip,
      account: body.account,
      withdrawPassword: body.withdraw_password,
      email: body.member_email || undefined,
      phone: body.member_phone || undefined,
      captchaText: body.captcha_text,
      captchaAnswer: body.captcha_answer,
    }),
  );
  registerCall(app, calls.vxReset, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    await id.transferValidation.reset({
      siteId: site.siteId,
      account: body.account,
      password: body.password,
      token: body.token,
    });
    return null;
  });

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
      throw new ApiError(101, 'invalid or expired link');
    }
    if (session.renewedToken) request.renewedToken = session.renewedToken;
    return JSON.stringify(session.renewedToken ? { ...payload, tk: session.renewedToken } : payload);
  });
}
