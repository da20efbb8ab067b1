import type { RaRecord } from 'react-admin';

/**
 * What a save of the Hub88 account sends: the fields the server takes, with the version read. The private
 * key goes only when one was pasted: left empty, the server keeps the stored key.
 */
export function hub88Payload(record: RaRecord) {
  const privateKey = typeof record.private_key === 'string' ? record.private_key.trim() : '';
  return {
    version: record.version,
    operator_id: record.operator_id,
    base_url: typeof record.base_url === 'string' ? record.base_url.trim() : record.base_url,
    aggregator_public_key: record.aggregator_public_key,
    ...(privateKey ? { private_key: privateKey } : {}),
  };
}
