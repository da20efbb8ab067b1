import type { RaRecord } from 'react-admin';

const pick = (record: RaRecord, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

// The admin API refuses fields it does not take. `version` goes back as it was read: if someone saved
// in between, the server answers 409 and changes nothing.
export const providerPayload = (record: RaRecord) => ({
  ...pick(record, ['version', 'name', 'active', 'transfer_enabled', 'sort', 'aggregator', 'wallet_mode']),
  // An empty product is none: the aggregator knows the provider by its code then.
  ...('aggregator_product' in record ? { aggregator_product: record.aggregator_product?.trim() || null } : {}),
  // A window is sent whole: both ends, or both cleared.
  maintenance_start: record.maintenance_start || null,
  maintenance_end: record.maintenance_end || null,
});

const GAME_FIELDS = [
  'version',
  'active',
  'sort',
  'labels',
  'names',
  'support_device',
  'has_demo',
  'icon_light',
  'icon_dark',
];

/** A language left empty is not named in it (the member site falls back to en_US). */
const namedIn = (names: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(names).filter(([, name]) => typeof name === 'string' && name.trim() !== ''));

export const gamePayload = (record: RaRecord) => {
  const payload = pick(record, GAME_FIELDS);
  return record.names ? { ...payload, names: namedIn(record.names) } : payload;
};
