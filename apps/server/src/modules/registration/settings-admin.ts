import type { FastifyRequest } from 'fastify';
import type { RegisterField } from '@playdeck/contract';
import { REGISTER_FIELDS } from '@playdeck/contract';
import type { RegisterFieldSetting, RegisterSettingsRecord, RegisterSettingsUpdate } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { SiteRecord } from '../site/types.js';
import type { SettingRow } from './repo.js';
import type { RegisterSettingsAdminRepo, SettingFlags } from './settings-admin-repo.js';

type Key = { siteId: number; currency: string };
const STALE = 'changed by someone else since you opened it: reload and try again';

const OFF: SettingFlags = {
  isDisplay: 0,
  isRequired: 0,
  isUnique: 0,
  isMemberCenter: 0,
  isVerification: 0,
  isMemberCenterVerification: 0,
};

const toFlags = (f: RegisterFieldSetting): SettingFlags => ({
  isDisplay: f.is_display ? 1 : 0,
  isRequired: f.is_required ? 1 : 0,
  isUnique: f.is_unique ? 1 : 0,
  isMemberCenter: f.is_member_center ? 1 : 0,
  isVerification: f.is_verification ? 1 : 0,
  isMemberCenterVerification: f.is_member_center_verification ? 1 : 0,
});

/** Every field of the spec, in its order; a field without a stored entry is all off (not shown). */
export function toRegisterRecord(key: Key, rows: SettingRow[]): RegisterSettingsRecord {
  const byName = new Map(rows.map((r) => [r.name, r]));
  return {
    id: `${key.siteId}:${key.currency}`,
    site_id: key.siteId,
    currency: key.currency,
    version: Math.max(0, ...rows.map((r) => r.version)),
    fields: REGISTER_FIELDS.map((name) => {
      const r = byName.get(name) ?? OFF;
      return {
        name,
        is_display: r.isDisplay === 1,
        is_required: r.isRequired === 1,
        is_unique: r.isUnique === 1,
        is_member_center: r.isMemberCenter === 1,
        is_verification: r.isVerification === 1,
        is_member_center_verification: r.isMemberCenterVerification === 1,
      };
    }),
  };
}

/**
 * The owner's register settings per currency. A write holds the currency's lock, is refused at a
 * version other than the one the console read (409), writes the fields sent and audits them. The
 * registration calls read settings from the database on every call, so the next form and submit use them.
 */
export function createRegisterSettingsAdmin(deps: {
  db: Db;
  repo: RegisterSettingsAdminRepo;
  audit: Audit;
  siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
}) {
  const { repo, audit } = deps;

  /** The site's own currency, of a site granted to the operator: anything else is not found. */
  async function assertKey(actor: OperatorUser, key: Key): Promise<void> {
    const site = actor.siteIds.includes(key.siteId) ? await deps.siteOf(key.siteId) : undefined;
    if (!site || !(site.currencies as string[]).includes(key.currency)) {
      throw adminErrors.notFound('no such currency on your sites');
    }
  }

  return {
    async read(actor: OperatorUser, key: Key): Promise<RegisterSettingsRecord> {
      await assertKey(actor, key);
      return toRegisterRecord(key, await repo.rows(key.siteId, key.currency));
    },

    async update(request: FastifyRequest, actor: OperatorUser, key: Key, body: RegisterSettingsUpdate) {
      await assertKey(actor, key);
      return inTransaction(deps.db, async (tx) => {
        await repo.lock(tx, key.siteId, key.currency);
        const before = toRegisterRecord(key, await repo.rows(key.siteId, key.currency, tx));
        if (before.version !== body.version) throw adminErrors.conflict(STALE, 'version');
        const fields = body.fields.map((f): [RegisterField, SettingFlags] => [f.name, toFlags(f)]);
        await repo.write(tx, key.siteId, key.currency, body.version + 1, fields);
        const after = toRegisterRecord(key, await repo.rows(key.siteId, key.currency, tx));
        const sent = new Set(body.fields.map((f) => f.name));
        const changed = (r: RegisterSettingsRecord) => ({
          version: r.version,
          fields: r.fields.filter((f) => sent.has(f.name as RegisterField)),
        });
        await audit.record(tx, request, actor, {
          siteId: key.siteId,
          action: 'register_settings.update',
          targetType: 'register_settings',
          targetId: after.id,
          before: changed(before),
          after: changed(after),
        });
        return after;
      });
    },
  };
}

export type RegisterSettingsAdmin = ReturnType<typeof createRegisterSettingsAdmin>;
