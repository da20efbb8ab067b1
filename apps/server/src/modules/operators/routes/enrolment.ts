import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  totpConfirmReply,
  totpConfirmRequest,
  totpEnrolmentReply,
  totpEnrolmentRequest,
} from '@playdeck/contract/admin';
import type { Enrolment } from '../enrol.js';
import { ADMIN_COOKIE } from '../types.js';

/** The operator's own two-factor enrolment, and "sign out everywhere": session routes that write the trail. */
export async function enrolmentRoutes(app: FastifyInstance, deps: { enrolment: Enrolment }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];
  const config = { access: 'session' as const };

  r.delete(
    '/api/admin/sessions',
    { config, schema: { tags, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await deps.enrolment.signOutEverywhere(request, request.operator());
      reply.clearCookie(ADMIN_COOKIE, { path: '/api/admin' }).status(204);
    },
  );

  r.post(
    '/api/admin/me/totp',
    { config, schema: { tags, body: totpEnrolmentRequest.optional(), response: { 200: totpEnrolmentReply } } },
    async (request) => deps.enrolment.begin(request, request.operator(), request.body?.enrolment_code),
  );

  r.post(
    '/api/admin/me/totp/confirm',
    { config, schema: { tags, body: totpConfirmRequest, response: { 200: totpConfirmReply } } },
    async (request) => {
      const { code, enrolment_code: enrolmentCode } = request.body;
      return { recovery_codes: await deps.enrolment.confirm(request, request.operatorSession(), code, enrolmentCode) };
    },
  );
}
