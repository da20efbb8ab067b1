import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ContentCopy, ContentCreate, ContentUpdate } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { SiteRecord } from '../site/types.js';
import type { ContentAdminRepo, ContentChange } from './admin-repo.js';
import { auditable } from './records.js';
import type { ContentKind } from './kinds.js';
import { KIND_SCHEMAS } from './kinds.js';
import type { ContentRow } from './repo.js';
import type { ContentService } from './service.js';

const STALE = 'changed by someone else since you opened it: reload and try again';
const NOT_FOUND = 'no such content on your sites';

type Created = Omit<ContentCreate, 'site_id'> & { site_id: number };

/** The kind's data checked and cleaned; a refusal names the field under `data.` (400). */
function kindData(kind: ContentKind, data: unknown): Record<string, unknown> {
  try {
    return KIND_SCHEMAS[kind].parse(data) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const issue = error.issues[0];
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const path = ['data', ...(issue?.path ?? []), ...(unknown ? [unknown] : [])].join('.');
    throw adminErrors.invalid(path, unknown ? 'unknown field' : (issue?.message ?? 'invalid value'));
  }
}

const date = (s: string | null | undefined) => (s === undefined ? undefined : s === null ? null : new Date(s));

/**
 * The operator's writes of site content. Each is one transaction: the row locked, changed only
 * if it is still at the version the console read (else 409, nothing changed), the site's content version
 * raised, and its audit row appended. After the commit the content service drops this node's copy and
 * tells open pages to refetch, as every content write does (service.ts `changed`).
 */
export function createContentAdmin(deps: {
  db: Db;
  repo: ContentAdminRepo;
  audit: Audit;
  content: ContentService;
  siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
}) {
  const { repo, audit, content } = deps;

  /** A granted site that exists (else 404, never a hint whether it exists). */
  async function siteFor(actor: OperatorUser, siteId: number): Promise<SiteRecord> {
    const site = actor.siteIds.includes(siteId) ? await deps.siteOf(siteId) : undefined;
    if (!site) throw adminErrors.notFound('no such site on your sites');
    return site;
  }

  function checkPlacement(site: SiteRecord, locale: string | null | undefined, template: string | null | undefined) {
    if (locale && !(site.locales as string[]).includes(locale)) {
      throw adminErrors.invalid('locale', `not a language of this site (${site.locales.join(', ')})`);
    }
    if (template && template !== site.templateName && template !== site.mobileTemplateName) {
      throw adminErrors.invalid(
        'template',
        `not a template of this site (${site.templateName}, ${site.mobileTemplateName})`,
      );
    }
  }

  /** The trail of one write: what the entry was and became (long texts cut, see `auditable`). */
  const record = (
    tx: Tx,
    request: FastifyRequest,
    actor: OperatorUser,
    action: string,
    { row, before, after }: { row: ContentRow; before?: ContentRow; after?: ContentRow },
  ) =>
    audit.record(tx, request, actor, {
      siteId: row.siteId,
      action: `content.${action}`,
      targetType: 'content',
      targetId: row.id,
      before: before && auditable(before),
      after: after && auditable(after),
    });

  return {
    async create(request: FastifyRequest, actor: OperatorUser, body: Created): Promise<ContentRow> {
      const site = await siteFor(actor, body.site_id);
      checkPlacement(site, body.locale, body.template);
      const data = kindData(body.kind, body.data);
      const created = await inTransaction(deps.db, async (tx) => {
        const row = await repo.insert(tx, {
          siteId: site.siteId,
          kind: body.kind,
          locale: body.locale ?? null,
          template: body.template ?? null,
          device: body.device ?? 0,
          sort: body.sort ?? 0,
          active: body.active ?? true,
          startsAt: date(body.starts_at) ?? null,
          endsAt: date(body.ends_at) ?? null,
          data,
        });
        await repo.bump(tx, site.siteId);
        await record(tx, request, actor, 'create', { row, after: row });
        return row;
      });
      content.changed(site, created);
      return created;
    },

    async update(request: FastifyRequest, actor: OperatorUser, id: number, body: ContentUpdate): Promise<ContentRow> {
      const found = await repo.byId(id, actor.siteIds);
      if (!found) throw adminErrors.notFound(NOT_FOUND);
      const site = await siteFor(actor, found.siteId);
      if (body.kind !== undefined && body.kind !== found.kind) throw adminErrors.invalid('kind', 'cannot change');
      checkPlacement(
        site,
        body.locale !== found.locale ? body.locale : undefined,
        body.template !== found.template ? body.template : undefined,
      );
      const change: ContentChange = {
        locale: body.locale,
        template: body.template,
        device: body.device,
        sort: body.sort,
        active: body.active,
        startsAt: date(body.starts_at),
        endsAt: date(body.ends_at),
        data: body.data === undefined ? undefined : kindData(found.kind as ContentKind, body.data),
      };
      const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as ContentChange;
      const [before, after] = await inTransaction(deps.db, async (tx) => {
        const locked = await repo.lock(tx, id, actor.siteIds);
        if (!locked) throw adminErrors.notFound(NOT_FOUND);
        if (locked.version !== body.version) throw adminErrors.conflict(STALE, 'version');
        const starts = set.startsAt === undefined ? locked.startsAt : set.startsAt;
        const ends = set.endsAt === undefined ? locked.endsAt : set.endsAt;
        if (starts && ends && ends <= starts) throw adminErrors.invalid('ends_at', 'must be after starts_at');
        const updated = await repo.update(tx, id, body.version, set);
        if (!updated) throw adminErrors.conflict(STALE, 'version');
        await repo.bump(tx, locked.siteId);
        await record(tx, request, actor, 'update', { row: updated, before: locked, after: updated });
        return [locked, updated] as const;
      });
      const moved = after.template !== before.template || after.locale !== before.locale;
      content.changed(site, before, ...(moved ? [after] : []));
      return after;
    },

    async remove(request: FastifyRequest, actor: OperatorUser, id: number): Promise<ContentRow> {
      const found = await repo.byId(id, actor.siteIds);
      if (!found) throw adminErrors.notFound(NOT_FOUND);
      const site = await siteFor(actor, found.siteId);
      const gone = await inTransaction(deps.db, async (tx) => {
        const locked = await repo.lock(tx, id, actor.siteIds);
        if (!locked) throw adminErrors.notFound(NOT_FOUND);
        await repo.remove(tx, id);
        await repo.bump(tx, locked.siteId);
        await record(tx, request, actor, 'delete', { row: locked, before: locked });
        return locked;
      });
      content.changed(site, gone);
      return gone;
    },

    /**
     * A copy of an entry in another language, for the operator to translate. It starts switched off: the
     * member site shows a kind in a language only from the entries written in it once there are any, so a
     * live untranslated copy would hide the every-language entries from that language's visitors.
     */
    async copy(request: FastifyRequest, actor: OperatorUser, id: number, body: ContentCopy): Promise<ContentRow> {
      const found = await repo.byId(id, actor.siteIds);
      if (!found) throw adminErrors.notFound(NOT_FOUND);
      const site = await siteFor(actor, found.siteId);
      checkPlacement(site, body.locale, undefined);
      return inTransaction(deps.db, async (tx) => {
        const source = await repo.lock(tx, id, actor.siteIds);
        if (!source) throw adminErrors.notFound(NOT_FOUND);
        if (body.version !== undefined && source.version !== body.version) throw adminErrors.conflict(STALE, 'version');
        const { id: _id, createdAt: _c, updatedAt: _u, seedKey: _s, version: _v, ...fields } = source;
        const row = await repo.insert(tx, { ...fields, locale: body.locale, active: false });
        // Switched off: nothing a member sees changes, so no version bump or refetch is needed. The trail
        // keeps the source as "before" and the new entry as "after".
        await record(tx, request, actor, 'copy', { row, before: source, after: row });
        return row;
      });
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
