import type { Port } from '../../../lib/hooks.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BULLETIN_LOCATION, RESULT, calls, templateConfigRequest } from '@playdeck/contract';
import { registerCall } from '../../../lib/register-call.js';
import { unauthorized } from '../../../lib/envelope.js';
import type { MemberAnnouncements } from '../member-announcements.js';
import type { ContentService, ReadScope } from '../service.js';
import { contentImage } from '../images.js';

/** The template and site content calls, the article and promotion pages, and the pictures. */
export async function contentRoutes(
  app: FastifyInstance,
  opts: {
    content: ContentService;
    announcements: MemberAnnouncements;
    promotionsBlocked: Port<(siteId: number, memberIds: number[]) => Promise<Set<number>>>;
  },
): Promise<void> {
  const { content } = opts;
  const scope = async (
    request: FastifyRequest,
    body: { site_id?: number | undefined },
    extra: Partial<ReadScope> = {},
  ): Promise<ReadScope> => ({
    site: await app.siteFor(request, body.site_id),
    locale: request.locale,
    ...extra,
  });
  const memberOf = (request: FastifyRequest) => {
    if (!request.session) throw unauthorized();
    return request.session;
  };
  const location = (value: number | undefined) => value ?? BULLETIN_LOCATION.normal;

  registerCall(app, calls.carousel, async (body, request) =>
    // Desktop and small pictures are for desktop pages, mobile ones (use_type 2) for mobile pages.
    content.carousel(await scope(request, body, { device: body.use_type === 2 ? 2 : 1 }), body.use_type),
  );
  registerCall(app, calls.memberAnnouncements, async (body, request) =>
    opts.announcements.list(await scope(request, {}), memberOf(request).memberId, body),
  );
  registerCall(app, calls.memberAnnouncementRead, async (body, request) => {
    await opts.announcements.markRead(await scope(request, {}), memberOf(request).memberId, body.id);
    return null;
  });
  registerCall(app, calls.marquee, async (body, request) =>
    content.marquee(await scope(request, body), body.sort_field ?? 'sort', body.sort_order ?? 'asc'),
  );
  registerCall(app, calls.bulletin, async (body, request) =>
    content.bulletins(await scope(request, body, { device: body.display_device }), location(body.display_location)),
  );
  registerCall(app, calls.memberBulletin, async (body, request) => {
    const read = await scope(request, body, { device: body.display_device });
    const { memberId } = memberOf(request);
    const reply = await content.memberBulletins(read, location(body.display_location), memberId);
    // A pop-up is a promotion: a member on a break or self-excluded is shown none.
    const blocked = await opts.promotionsBlocked.get()(read.site.siteId, [memberId]);
    return blocked.has(memberId) ? { ...reply, list: [] } : reply;
  });
  registerCall(app, calls.bulletinHistory, async (body, request) =>
    content.bulletinHistory(
      await scope(request, body, { device: body.display_device }),
      location(body.display_location),
    ),
  );
  registerCall(app, calls.memberBulletinHide, async (body, request) => {
    const member = memberOf(request);
    await content.hideBulletins(member.siteId, member.memberId, body.display_device, location(body.display_location));
    return {};
  });
  registerCall(app, calls.footer, async (body, request) => content.footer(await scope(request, body)));
  registerCall(app, calls.mobileFooter, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return content.mobileFooter({ site, locale: request.locale, template: body.template ?? site.mobileTemplateName });
  });
  registerCall(app, calls.float, async (body, request) => content.float(await scope(request, body)));

  // model_version names the desktop or mobile template; language, when sent, chooses the content's language.
  const modelScope = async (
    request: FastifyRequest,
    body: { site_id?: number | undefined; language?: string | undefined; model_version: string },
  ) => ({ ...(await scope(request, body)), locale: body.language ?? request.locale, template: body.model_version });
  registerCall(app, calls.modelSetting, async (body, request) => content.ads(await modelScope(request, body)));
  registerCall(app, calls.modelSponsor, async (body, request) => content.sponsors(await modelScope(request, body)));
  registerCall(app, calls.modelLogin, async (body, request) => content.loginContent(await modelScope(request, body)));
  registerCall(app, calls.registerBackground, async (body, request) => {
    const site = await app.siteFor(request, body.site_id);
    return content.registerBackground({
      site,
      locale: request.locale,
      template: body.template ?? site.mobileTemplateName,
    });
  });

  // The page reads /api/template_config as a success only with code 1000, so it is not a catalogue-default route.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(`/api${calls.templateConfig.path}`, { schema: { body: templateConfigRequest } }, async (request) => ({
      code: RESULT.successAlt,
      message: 'success',
      data: await content.templateConfig(
        { site: request.site, locale: request.locale },
        request.body.mobileTemplateName,
      ),
    }));

  registerCall(app, calls.articles, async (body, request) => content.articles(await scope(request, body), body.kind));
  registerCall(app, calls.article, async (body, request) =>
    content.article(await scope(request, body), body.kind, body.id),
  );
  registerCall(app, calls.promotions, async (body, request) =>
    content.promotions(await scope(request, body), body.category),
  );
  registerCall(app, calls.promotion, async (body, request) => content.promotion(await scope(request, body), body.id));

  // Content pictures: names carry a version, so a year of caching is safe (a new picture is a new name).
  app.get<{ Params: { version: string; name: string } }>('/content-img/:version/:name', async (request, reply) => {
    const svg = request.params.version === 'v1' ? contentImage(request.params.name) : undefined;
    if (!svg) return reply.code(404).send();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(svg);
  });
}
