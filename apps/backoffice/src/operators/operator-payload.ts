import type { RaRecord } from 'react-admin';

const pick = (record: RaRecord, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

// The admin API refuses fields it does not take, so a write carries exactly the editable ones.
export const createOperatorPayload = (record: RaRecord) =>
  pick(record, ['username', 'password', 'display_name', 'role', 'site_ids']);
export const updateOperatorPayload = (record: RaRecord) => pick(record, ['display_name', 'role', 'site_ids', 'status']);
