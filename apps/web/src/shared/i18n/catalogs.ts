import type { Locale } from '@playdeck/contract';
import { addMessages } from './translate';

/**
 * `common` is needed for the shell's first render; `pages` is fetched with the first lazy page; `auth` with
 * the sign-in modals and the session runtime (so the first paint does not carry their messages); `games`
 * with the game launch flow, the games runtime, the wallet list and the demo dialogs; `activities` with the
 * red envelope and roulette widgets (members only); `payments` with the deposit, withdrawal, account and
 * record pages (and the deposit-success notice, the first time one comes); `member` with the member
 * centre's own pages (Info, Security, Announcement, MyWallet's transfer); `history` with the Transaction page;
 * `programmes` with the refer-a-friend and cash-back pages; `agents` with the agent (proxy) centre.
 */
export type Namespace =
  'common' | 'pages' | 'auth' | 'games' | 'activities' | 'payments' | 'member' | 'history' | 'programmes' | 'agents';

// Each file becomes its own chunk: only the active locale's catalogs are ever fetched.
const loaders = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { import: 'default' });

const loaded = new Map<string, Promise<void>>();

export function loadNamespace(locale: Locale, namespace: Namespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  let pending = loaded.get(key);
  if (!pending) {
    const load = loaders[`../../locales/${key}.json`];
    pending = load
      ? load().then((catalog) => {
          if (!catalog || typeof catalog !== 'object') throw new Error(`Catalog ${key} is not a message map`);
          addMessages(locale, catalog);
        })
      : Promise.reject(new Error(`No catalog ${key}`));
    // A failed fetch may be retried by the next caller (flaky network), so it is not cached.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
