import type { RegisterField } from '@playdeck/contract';
import type { Db, Tx } from '../../db/client.js';
import { createRegisterSettingsAdminRepo } from './settings-admin-repo.js';
import type { SettingFlags } from './settings-admin-repo.js';

const field = (required: boolean, unique: boolean): SettingFlags => ({
  isDisplay: 1,
  isRequired: required ? 1 : 0,
  isUnique: unique ? 1 : 0,
  isMemberCenter: 1,
  isVerification: 1,
  isMemberCenterVerification: 0,
});

/**
 * The form a currency opens with when a site starts offering it (decision 0041): open, the password
 * typed twice, an optional phone and e-mail that no two members share (no SMS check: the site may have no
 * SMS gateway yet), and the introducer field for agents and referrals. The owner changes any of it per
 * currency in the console.
 */
export const DEFAULT_REGISTER_FIELDS: [RegisterField, SettingFlags][] = [
  ['member_currency', field(false, false)],
  ['check_password', field(true, false)],
  ['member_phone', field(false, true)],
  ['member_email', field(false, true)],
  ['introducer', field(false, false)],
];

/**
 * Opens registration in each of `currencies` that has no register settings yet, with the defaults, inside
 * the caller's transaction; a currency an owner already set (or closed) keeps its settings. Returns the
 * currencies it opened.
 */
export function createCurrencyDefaults(db: Db) {
  const repo = createRegisterSettingsAdminRepo(db);
  return async function openNewCurrencies(tx: Tx, siteId: number, currencies: string[]): Promise<string[]> {
    const opened: string[] = [];
    for (const currency of currencies) {
      await repo.lock(tx, siteId, currency);
      if ((await repo.rows(siteId, currency, tx)).length > 0) continue;
      await repo.write(tx, siteId, currency, 0, DEFAULT_REGISTER_FIELDS);
      opened.push(currency);
    }
    return opened;
  };
}

export type OpenNewCurrencies = ReturnType<typeof createCurrencyDefaults>;
