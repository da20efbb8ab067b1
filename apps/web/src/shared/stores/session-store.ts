import type { Currency } from '@playdeck/contract';
import { STORAGE_KEYS, isCurrency } from '@playdeck/contract';
import { create } from 'zustand';
import { local } from '../lib/storage';

export interface Session {
  token: string | null;
  memberId: string | null;
  memberAccount: string | null;
  currency: Currency | null;
  memberType: string | null;
  agentType: string | null;
}

/** What a login stores (login reply plus the member attributes known at that time). */
export interface SignIn {
  token: string;
  memberId: string | number;
  memberAccount: string;
  currency: string;
  memberType?: string | number;
  agentType?: string | number;
}

const FIELDS = {
  token: STORAGE_KEYS.token,
  memberId: STORAGE_KEYS.memberId,
  memberAccount: STORAGE_KEYS.memberAccount,
  currency: STORAGE_KEYS.currency,
  memberType: STORAGE_KEYS.memberType,
  agentType: STORAGE_KEYS.agentType,
} as const satisfies Record<keyof Session, string>;

function readSession(): Session {
  const currency = local.get(FIELDS.currency);
  return {
    token: local.get(FIELDS.token),
    memberId: local.get(FIELDS.memberId),
    memberAccount: local.get(FIELDS.memberAccount),
    currency: isCurrency(currency) ? currency : null,
    memberType: local.get(FIELDS.memberType),
    agentType: local.get(FIELDS.agentType),
  };
}

/** A visitor's session: what a server render (and the page hydrating it) shows. */
export const NO_SESSION: Session = {
  token: null,
  memberId: null,
  memberAccount: null,
  currency: null,
  memberType: null,
  agentType: null,
};

/** Session state mirrors localStorage, the source of truth shared with popup and game windows. */
export const useSession = create<Session>(readSession);

/** A member is someone with both a token and a member_id stored. */
export function isLoggedIn(session: Session = useSession.getState()): boolean {
  return !!session.token && !!session.memberId;
}

export const sessionActions = {
  signIn(data: SignIn): void {
    local.set(FIELDS.token, data.token);
    local.set(FIELDS.memberId, String(data.memberId));
    local.set(FIELDS.memberAccount, data.memberAccount);
    local.set(FIELDS.currency, data.currency);
    if (data.memberType !== undefined) local.set(FIELDS.memberType, String(data.memberType));
    if (data.agentType !== undefined) local.set(FIELDS.agentType, String(data.agentType));
    useSession.setState(readSession());
  },
  /** A renewed token from a reply's Authorization header. */
  setToken(token: string): void {
    if (token === useSession.getState().token) return;
    local.set(FIELDS.token, token);
    useSession.setState({ token });
  },
  signOut(): void {
    for (const key of Object.values(FIELDS)) local.remove(key);
    useSession.setState(readSession());
  },
  /** Another window logged in or out: re-read storage. */
  refresh(): void {
    useSession.setState(readSession());
  },
};

/** Login and logout in another window (member popup, game window) reach this one through storage events. */
export function watchSessionStorage(): void {
  const keys = new Set<string>(Object.values(FIELDS));
  window.addEventListener('storage', (event) => {
    if (event.key === null || keys.has(event.key)) sessionActions.refresh();
  });
}
