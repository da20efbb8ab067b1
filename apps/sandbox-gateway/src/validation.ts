import { z } from 'zod';
import { isGatewayCurrency } from './currencies.js';

/** Merchant numbers and other ids the gateway stores: printable ASCII only (no NUL, no control characters). */
export const printableId = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w.:@-]+$/, 'letters, digits and . : @ _ -');

/** Free text such as a holder's name: any script, but no control characters (NUL included) and no edges of space. */
const plainText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}\p{Cf}\p{Cs}\s](?:[^\p{Cc}\p{Cf}\p{Cs}]*[^\p{Cc}\p{Cf}\p{Cs}\s])?$/u, 'printable text');

/** A positive amount of minor units: a safe JSON integer or a string of digits (for values past 2^53). */
const minorAmount = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,17}$/)])
  .transform((v) => BigInt(v));

const currency = z
  .string()
  .regex(/^[A-Z0-9]{2,8}$/, 'a currency code')
  .refine(isGatewayCurrency, 'a currency this gateway settles');

/** Where the gateway calls or sends people: absolute http(s) URLs of sane length, no credentials in them. */
const webUrl = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s\p{Cc}]+$/u, 'an http(s) URL')
  .refine((v) => URL.canParse(v) && !new URL(v).username && !new URL(v).password, 'an http(s) URL without credentials');

const siteId = z.number().int().positive().max(2_147_483_647);

export const orderBody = z.object({
  merchant_order_no: printableId(64),
  amount: minorAmount,
  currency,
  notify_url: webUrl,
  return_url: webUrl,
  site_id: siteId,
});
export type OrderRequest = z.output<typeof orderBody>;

export const payoutBody = z.object({
  merchant_payout_no: printableId(64),
  amount: minorAmount,
  currency,
  account: z.object({
    bank_code: z
      .string()
      .regex(/^[A-Za-z0-9]{2,11}$/, 'a bank code (2-11 letters or digits)')
      .optional(),
    account_no: z.string().regex(/^[A-Za-z0-9-]{4,34}$/, 'an account number (4-34 letters, digits or -)'),
    holder_name: plainText(100),
  }),
  notify_url: webUrl,
  site_id: siteId,
});
export type PayoutRequest = z.output<typeof payoutBody>;

/** The first issue as `{ error, field, rule }`: names the field and the rule, never echoes the input. */
export function badRequest(error: z.ZodError) {
  const issue = error.issues[0];
  return { error: 'bad_request', field: issue?.path.join('.') ?? '', rule: issue?.message ?? '' };
}
