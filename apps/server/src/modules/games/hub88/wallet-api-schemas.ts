import { z } from 'zod';

/** Hub88's ids: uuids and its own strings, bounded so nothing huge reaches the database. */
const id = z.string().min(1).max(255);
const units = z.number().int().nonnegative().safe();

const withUser = { user: id, request_uuid: id };
const withToken = { ...withUser, token: id };
const transaction = {
  ...withToken,
  transaction_uuid: id,
  currency: z.string().min(3).max(8),
  amount: units,
  round: id.nullish(),
  round_closed: z.boolean().nullish(),
  game_code: id.nullish(),
  supplier_transaction_id: id.nullish(),
  supplier_user: id.nullish(),
  reward_uuid: id.nullish(),
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  bet: z.string().max(255).nullish(),
  meta: z.unknown().optional(),
};

/** The operator-side Wallet API's requests as Hub88 sends them (extra fields are allowed and ignored). */
export const WALLET_BODIES = {
  info: z.object(withUser).passthrough(),
  balance: z.object({ ...withToken, game_code: id.nullish(), currency: z.string().max(8).nullish() }).passthrough(),
  bet: z.object(transaction).passthrough(),
  win: z.object({ ...transaction, reference_transaction_uuid: id }).passthrough(),
  rollback: z
    .object({
      ...withToken,
      transaction_uuid: id,
      reference_transaction_uuid: id,
      round: id.nullish(),
      round_closed: z.boolean().nullish(),
      game_code: id.nullish(),
      meta: z.unknown().optional(),
    })
    .passthrough(),
};

export type WalletCall = keyof typeof WALLET_BODIES;

/**
 * A body that does not parse, or lacks a field, is "wrong syntax"; one whose fields are there but of the
 * wrong kind is "wrong types" (Hub88's two statuses for a bad request).
 */
export function badRequestStatus(body: unknown, error: z.ZodError): 'RS_ERROR_WRONG_SYNTAX' | 'RS_ERROR_WRONG_TYPES' {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'RS_ERROR_WRONG_SYNTAX';
  const fields = body as Record<string, unknown>;
  const missing = error.issues.some((i) => i.path.length > 0 && fields[String(i.path[0])] === undefined);
  return missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES';
}
