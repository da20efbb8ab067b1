import { z } from 'zod';
import { text } from '../text.js';
import { rowVersion as version } from './fields.js';

/**
 * The deployment's Hub88 account as the console reads it. Our private key never comes back: only whether
 * one is set and a fingerprint of its public half (sha256 of the DER public key, first 16 hex characters),
 * so two owners can tell which key is in place without seeing it.
 */
export const hub88AccountRecord = z.object({
  id: z.literal('hub88'),
  /** null until the account is first saved. */
  operator_id: z.number().int().nullable(),
  base_url: z.string(),
  aggregator_public_key: z.string(),
  private_key_set: z.boolean(),
  /** null when no key is set, or when it was sealed under another SERVER_SECRET and cannot be read. */
  private_key_fingerprint: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type Hub88AccountRecord = z.infer<typeof hub88AccountRecord>;

/** A PEM block; the server reads it with node:crypto and names the field when it is not a usable key. */
const pem = text().trim().min(1).max(16_000);

/** Hosts where plain http is allowed (a local simulator), outside production only (the server checks that). */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1'] as const;

function httpsOrLocal(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash) return false;
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && (LOCAL_HOSTS as readonly string[]).includes(url.hostname))
    );
  } catch {
    return false;
  }
}

/**
 * Saves the account. `private_key` absent keeps the stored key (the first save must send one); the
 * version is the one read (0 before the first save): a save on an older one is refused (409).
 */
export const hub88AccountUpdate = z.strictObject({
  version,
  operator_id: z.number().int().positive().max(2_147_483_647),
  base_url: text()
    .trim()
    .max(500)
    .refine(httpsOrLocal, 'an https address without credentials, query or fragment (http only for localhost)'),
  aggregator_public_key: pem,
  private_key: pem.optional(),
});
export type Hub88AccountUpdate = z.infer<typeof hub88AccountUpdate>;
