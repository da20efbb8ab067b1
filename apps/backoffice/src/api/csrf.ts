/** Where the CSRF token lives: memory first, sessionStorage so a reload of this tab keeps it. */
export interface CsrfStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'playdeck.admin.csrf';

function browserSessionStorage(): TokenStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); memory alone still works for this page's life.
    return undefined;
  }
}

export function createCsrfStore(storage: TokenStorage | undefined = browserSessionStorage()): CsrfStore {
  let token: string | undefined;
  return {
    get() {
      token ??= storage?.getItem(KEY) ?? undefined;
      return token;
    },
    set(next) {
      token = next;
      try {
        if (next) storage?.setItem(KEY, next);
        else storage?.removeItem(KEY);
      } catch {
        // A full or disabled storage keeps the token in memory only.
      }
    },
  };
}
