import type { RaRecord } from 'react-admin';

const pick = (record: RaRecord, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

// The admin API refuses fields it does not take. `version` goes back as it was read: if someone saved
// in between, the server answers 409 and changes nothing.
export const providerPayload = (record: RaRecord) => ({
  ...pick(record, ['version', 'name', 'active', 'transfer_enabled', 'sort']),
  // A window is sent whole: both ends, or both cleared.
  maintenance_start: record.maintenance_start || null,
  maintenance_end: record.maintenance_end || null,
});

export const gamePayload = (record: RaRecord) => pick(record, ['version', 'active', 'sort', 'labels', 'names']);
