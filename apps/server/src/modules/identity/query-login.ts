import { open, seal } from '../../lib/crypto.js';

/** What an `enc` query parameter carries (read by get_info_data). */
export interface QueryLoginPayload {
  tk: string;
  member_id: number;
  member_account: string;
  member_currency: string;
}

const PURPOSE = 'query-login';

/** Seals a payload for a link such as `/?enc=...` (authenticated encryption with the server key). */
export const sealQueryLogin = (secret: string, payload: QueryLoginPayload) =>
  seal(secret, PURPOSE, JSON.stringify(payload));

/** The payload, only when it was sealed by this server and has all four fields. */
export function openQueryLogin(secret: string, enc: string): QueryLoginPayload | undefined {
  const plain = open(secret, PURPOSE, enc);
  if (!plain) return undefined;
  try {
    const p = JSON.parse(plain) as Partial<QueryLoginPayload>;
    const complete =
      typeof p.tk === 'string' && p.tk && Number.isInteger(p.member_id) && p.member_account && p.member_currency;
    return complete ? (p as QueryLoginPayload) : undefined;
  } catch {
    return undefined;
  }
}
