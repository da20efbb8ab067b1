import type { PROGRAMME_CODES } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';

type ProgrammeCode = (typeof PROGRAMME_CODES)[keyof typeof PROGRAMME_CODES];

/**
 * The page's own text for every programme code (a Record over the contract's codes, spelled here because
 * the contract's module carries zod: a new or renamed code fails the type-check).
 */
export const PROGRAMME_MESSAGES: Record<ProgrammeCode, string> = {
  3301: 'cashback.err.not_active',
  3302: 'cashback.err.not_found',
  3303: 'cashback.err.already_claimed',
  3304: 'cashback.err.expired',
};

/** What a failed claim tells the member: a message key or a text already in their language; null for nothing. */
export function claimFailure(error: unknown): { key: string } | { text: string } | null {
  if (!(error instanceof ApiError)) return { key: 'cashback.err.unknown' };
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  if (error.kind !== 'server') return { text: error.message };
  const key = error.code === undefined ? undefined : PROGRAMME_MESSAGES[error.code as ProgrammeCode];
  if (key) return { key };
  return error.message ? { text: error.message } : { key: 'cashback.err.unknown' };
}
