import { describe, expect, it } from 'vitest';
import { hub88Payload } from './hub88-payload';

describe('the Hub88 account payload', () => {
  const read = {
    id: 'hub88',
    operator_id: 42,
    base_url: ' https://api.hub88.example ',
    aggregator_public_key: '-----BEGIN PUBLIC KEY-----\nAAA\n-----END PUBLIC KEY-----',
    private_key_set: true,
    private_key_fingerprint: '0123456789abcdef',
    version: 3,
    updated_at: '2026-11-30T00:00:00Z',
  };

  it('sends only what the server takes; an empty private key keeps the stored one', () => {
    for (const private_key of [undefined, null, '', '  \n']) {
      expect(hub88Payload({ ...read, private_key })).toEqual({
        version: 3,
        operator_id: 42,
        base_url: 'https://api.hub88.example',
        aggregator_public_key: read.aggregator_public_key,
      });
    }
  });

  it('sends a pasted private key', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nBBB\n-----END PRIVATE KEY-----';
    expect(hub88Payload({ ...read, private_key: `\n${pem}\n` }).private_key).toBe(pem);
  });
});
