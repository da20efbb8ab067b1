import type { LaunchClaims, SignedTokens } from '../launch.js';

export type GameKind = 'slot' | 'crash' | 'lobby' | 'sports';

/** The sports book's code: its quick-bet page of fixtures and odds. */
export const SPORTS_CODE = 'sports';

/** `lobby` is the lobby, `sports` the sports book, any code starting with `crash` the crash game, every other code a slot. */
export const kindOf = (code: string): GameKind =>
  code === 'lobby' ? 'lobby' : code === SPORTS_CODE ? 'sports' : code.startsWith('crash') ? 'crash' : 'slot';

/** Only a path on this site or an http(s) URL goes into the page's back link (never `javascript:`). */
export function safeLobbyUrl(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : '/close';
}

export interface Access {
  claims: LaunchClaims;
  via: 'launch' | 'session';
}

/**
 * Who a token speaks for. Pages open with the operator's launch link, or with a session of the sandbox
 * lobby (its game links carry the lobby's session, so they keep working as long as the lobby does).
 * Play calls carry the page's session; a launch link still in its 5 minutes is accepted too.
 */
export function createAccess(launch: SignedTokens, sessions: SignedTokens) {
  function read(token: string | undefined): Access | undefined {
    if (!token || token.length > 4_000) return undefined;
    const session = sessions.verify(token);
    if (session) return { claims: session, via: 'session' };
    const link = launch.verify(token);
    return link ? { claims: link, via: 'launch' } : undefined;
  }

  return {
    /** The claims a page for `code` opens with, or why it does not open. */
    openPage(token: string | undefined, code: string): Access | { denied: string } {
      const access = read(token);
      if (!access) return { denied: 'The game link is invalid or has expired (links work for 5 minutes).' };
      const own = access.claims.gameCode;
      if (own !== code && !(access.via === 'session' && own === 'lobby')) {
        return { denied: 'This game link was issued for another game.' };
      }
      return access;
    },

    /** A page's session: 12 hours from a launch link; from a lobby session, no longer than the lobby's. */
    sessionFor(access: Access, code: string): string {
      const { exp, ...claims } = access.claims;
      return access.via === 'launch'
        ? sessions.issue({ ...claims, gameCode: code })
        : sessions.issue({ ...claims, gameCode: code }, exp);
    },

    /** Claims for a play call of `kind`, or undefined (bad, expired, or another game's token). */
    play(token: string, kind: GameKind): LaunchClaims | undefined {
      const access = read(token);
      return access && kindOf(access.claims.gameCode) === kind ? access.claims : undefined;
    },
  };
}

export type GameAccess = ReturnType<typeof createAccess>;
