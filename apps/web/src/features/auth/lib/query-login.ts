import { isCurrency } from '@playdeck/contract';
import type { BootParams } from '../../../shared/stores/query-params-store';
import type { SignIn } from '../../../shared/stores/session-store';

const MEMBER_ID = /^\d{1,18}$/;

export function complete(tk: unknown, id: unknown, account: unknown, currency: unknown): SignIn | undefined {
  const memberId = typeof id === 'number' ? String(id) : id;
  if (typeof tk !== 'string' || !tk || typeof memberId !== 'string' || !MEMBER_ID.test(memberId)) return undefined;
  if (typeof account !== 'string' || !account.trim() || !isCurrency(currency)) return undefined;
  return { token: tk, memberId, memberAccount: account.trim(), currency };
}

/**
 * Query login from plain parameters: only with tk, member_account, member_currency and
 * member_id all present, and not while skipReloadGetInfo is set.
 */
export function queryLoginFromParams(params: BootParams, skipReloadGetInfo: string | null): SignIn | undefined {
  if (skipReloadGetInfo) return undefined;
  const session = complete(params.tk, params.member_id, params.member_account, params.member_currency);
  if (!session) return undefined;
  return params.member_type && /^\d+$/.test(params.member_type)
    ? { ...session, memberType: params.member_type }
    : session;
}

/** A session from a payload carrying tk (or token), member_id, member_account and member_currency. */
export function sessionFromPayload(payload: Record<string, unknown>): SignIn | undefined {
  return complete(payload.tk ?? payload.token, payload.member_id, payload.member_account, payload.member_currency);
}

/** The reply of /get_info_data: a JSON string; accepted only with all four fields. */
export function parseInfoData(data: unknown): SignIn | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const payload = JSON.parse(data) as Record<string, unknown> | null;
    if (!payload || typeof payload !== 'object') return undefined;
    return sessionFromPayload(payload);
  } catch {
    return undefined;
  }
}

/** The page address without the query-login parameters (they must not stay in history or bookmarks). */
export function withoutLoginParams(href: string): string {
  const url = new URL(href);
  for (const name of ['tk', 'member_id', 'member_account', 'member_currency', 'member_type', 'enc']) {
    url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
