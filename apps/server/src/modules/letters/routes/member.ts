import type { FastifyInstance } from 'fastify';
import { calls } from '@playdeck/contract';
import { unauthorized } from '../../../lib/envelope.js';
import { registerCall } from '../../../lib/register-call.js';
import type { LettersService } from '../service.js';

export async function letterRoutes(app: FastifyInstance, opts: { letters: LettersService }): Promise<void> {
  const who = (session: { siteId: number; memberId: number } | null) => {
    if (!session) throw unauthorized();
    return session;
  };
  registerCall(app, calls.letters, async (body, request) => {
    const s = who(request.session);
    return opts.letters.list(s.siteId, s.memberId, body);
  });
  registerCall(app, calls.letterRead, async (body, request) => {
    const s = who(request.session);
    return { unread_count: await opts.letters.read(s.siteId, s.memberId, body.id) };
  });
  registerCall(app, calls.letterDestroy, async (body, request) => {
    const s = who(request.session);
    const ids = body.ids ?? (body.id ? [body.id] : undefined);
    const deleted = await opts.letters.destroy(s.siteId, s.memberId, ids);
    return { deleted, unread_count: await opts.letters.unread(s.siteId, s.memberId) };
  });
}
