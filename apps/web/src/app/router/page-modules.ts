import type { PageName } from '@playdeck/contract';
import type { ComponentType } from 'react';
import { loadNamespace } from '../../shared/i18n/catalogs';
import { currentLocale } from '../../shared/i18n/translate';
import { importWithReload } from '../../shared/lib/reload-guard';

type PageModule = { default: ComponentType };

/** Every page is its own chunk; the Record makes a page added to the contract fail the type-check here. */
const PAGES: Record<PageName, () => Promise<PageModule>> = {
  index: () => import('../pages/home'),
  app: () => import('../../features/content/components/app-page'),
  discount: () => import('../../features/content/components/discount-page'),
  faq: () => import('../../features/content/components/faq-page'),
  main: () => import('../../features/content/components/main-page'),
  sponsor: () => import('../../features/content/components/sponsor-page'),
  gameHall: () => import('../../features/games/components/game-hall-page'),
  slotgame: () => import('../../features/games/components/slot-game-page'),
  gameRoom: () => import('../../features/games/components/game-room-page'),
  play: () => import('../../features/games/components/play-page'),
  loading: () => import('../../features/games/components/loading-page'),
  close: () => import('../../features/games/components/close-page'),
  // The wallet page's list comes from the wallet feature, with its messages.
  user: () =>
    Promise.all([import('../pages/member-centre'), loadNamespace(currentLocale(), 'games')]).then(([module]) => module),
  // The agent centre's menu names an agent's Register page in the agents catalog.
  proxy: () =>
    Promise.all([import('../pages/proxy-centre'), loadNamespace(currentLocale(), 'agents')]).then(([module]) => module),
  // The payment pages bring their own catalog, and the deposit-limit offer's (the member catalog).
  fastPayment: () =>
    Promise.all([
      import('../pages/fast-payment-with-offer'),
      loadNamespace(currentLocale(), 'payments'),
      loadNamespace(currentLocale(), 'member'),
    ]).then(([module]) => module),
  deposit: () =>
    Promise.all([
      import('../pages/deposit-with-offer'),
      loadNamespace(currentLocale(), 'payments'),
      loadNamespace(currentLocale(), 'member'),
    ]).then(([module]) => module),
  register: () => import('../../features/auth/components/register-page'),
  authCallback: () => import('../../features/auth/components/auth-callback-page'),
  // Its loader always redirects to /, so this module is never rendered; home is what the visitor sees.
  fastDeposit: () => import('../pages/home'),
};

/**
 * Each page's source file, as the build's manifest names its chunk: the server links the stylesheets of a
 * page it renders, so the markup is styled before the page's script has run.
 */
export const PAGE_FILES: Record<PageName, string> = {
  index: 'src/app/pages/home.tsx',
  app: 'src/features/content/components/app-page.tsx',
  discount: 'src/features/content/components/discount-page.tsx',
  faq: 'src/features/content/components/faq-page.tsx',
  main: 'src/features/content/components/main-page.tsx',
  sponsor: 'src/features/content/components/sponsor-page.tsx',
  gameHall: 'src/features/games/components/game-hall-page.tsx',
  slotgame: 'src/features/games/components/slot-game-page.tsx',
  gameRoom: 'src/features/games/components/game-room-page.tsx',
  play: 'src/features/games/components/play-page.tsx',
  loading: 'src/features/games/components/loading-page.tsx',
  close: 'src/features/games/components/close-page.tsx',
  user: 'src/app/pages/member-centre.tsx',
  proxy: 'src/app/pages/proxy-centre.tsx',
  fastPayment: 'src/app/pages/fast-payment-with-offer.tsx',
  deposit: 'src/app/pages/deposit-with-offer.tsx',
  register: 'src/features/auth/components/register-page.tsx',
  authCallback: 'src/features/auth/components/auth-callback-page.tsx',
  fastDeposit: 'src/app/pages/home.tsx',
};

/** Home only needs the shell catalog; other pages also bring the `pages` catalog with their chunk. */
export function pageLazy(page: PageName) {
  return async () => {
    const [module] = await importWithReload(() =>
      Promise.all([PAGES[page](), page === 'index' ? undefined : loadNamespace(currentLocale(), 'pages')]),
    );
    return { Component: module.default };
  };
}
