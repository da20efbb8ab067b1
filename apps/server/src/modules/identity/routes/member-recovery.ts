import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import type { ForgotPassword } from '../forgot-password-service.js';
import type { Identity } from '../types.js';

/**
 * Getting back into an account: transfer validation (withdraw password and contact, then a
 * new password) and the forgotten password by SMS (decision 0005).
 */
export async function recoveryRoutes(
  app: FastifyInstance,
  opts: { identity: Identity; forgotPassword: ForgotPassword },
) {
  const id = opts.identity;

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

  registerCall(app, calls.forgotPasswordSms, async (body, request) => {
    await opts.forgotPassword.sendCode(await app.siteFor(request, body.site_id), body.account, body.member_phone);
    return null;
  });

  registerCall(app, calls.forgotPasswordReset, async (body, request) => {
    await opts.forgotPassword.reset(await app.siteFor(request, body.site_id), body);
    return null;
  });
}
