import { z } from 'zod';
import { text } from '../text.js';
import { listQuery } from './list-query.js';

const memberFilter = { member_id: z.number().int().positive() };

export const memberSessionListQuery = listQuery(memberFilter, ['id']);
export const memberSessionRecord = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  started_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  device: z.record(z.string(), z.string()),
});

export const memberLoginListQuery = listQuery(memberFilter, ['id']);
export const memberLoginRecord = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  at: z.string(),
  ip: z.string(),
  udid: z.string(),
  device: z.record(z.string(), z.string()),
});

export const memberWalletListQuery = listQuery(memberFilter, ['id']);
export const memberWalletRecord = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  /** "" is the main wallet, else the game provider's gp_id. */
  provider: z.string(),
  currency: z.string(),
  balance: z.string(),
  updated_at: z.string(),
});

const isoDate = text()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }).or(z.iso.date()));
export const ledgerListQuery = listQuery(
  { ...memberFilter, kind: text().max(40).optional(), from: isoDate.optional(), to: isoDate.optional() },
  ['id'],
);
export const ledgerRecord = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  at: z.string(),
  wallet: z.string(),
  kind: z.string(),
  amount: z.string(),
  balance_after: z.string(),
  reference: z.string(),
});

export const reasonBody = z.strictObject({ reason: text().trim().min(3).max(500) });

export const bringBackReply = z.object({
  /** settled: the balance is in the main wallet; pending: the provider did not answer, the reconciler settles it. */
  state: z.enum(['settled', 'pending', 'failed', 'nothing']),
  amount: z.string(),
});

export const memberLetterListQuery = listQuery(memberFilter, ['id']);
export const memberLetterRecord = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  created_at: z.string(),
  title: z.string(),
  language: z.string().nullable(),
  is_read: z.boolean(),
  /** The member deleted it from their inbox; the operator still sees it. */
  deleted: z.boolean(),
});
