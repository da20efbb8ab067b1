import { BALANCE_BACK_CODES } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';

const KNOWN = new Set<number>(Object.values(BALANCE_BACK_CODES));

/**
 * Balance get-back codes 101–105 have their own messages (one_key_err_code_101 … 105); any
 * other failure shows the server's message (or the time-out / network text the client already chose).
 */
export function balanceBackError(error: unknown): { key: string } | { text: string } {
  if (error instanceof ApiError && error.kind === 'server' && error.code !== undefined && KNOWN.has(error.code)) {
    return { key: `one_key_err_code_${error.code}` };
  }
  if (error instanceof ApiError && error.message) return { text: error.message };
  return { key: 'wallet.back_failed' };
}
