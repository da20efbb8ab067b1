import { Suspense, createElement, lazy, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { loadNamespace } from '../../shared/i18n/catalogs';
import { currentLocale } from '../../shared/i18n/translate';
import { setHydrating } from '../../shared/lib/hydration-state';
import { importWithReload } from '../../shared/lib/reload-guard';
import { useLayout } from '../../shared/stores/layout-store';
import { PopupDiscount } from '../../features/popup-discount/components/popup-discount';
import { useModal } from '../../shared/stores/modal-store';
import { isLoggedIn, useSession } from '../../shared/stores/session-store';
import { pagePartsFor, useQueryParams } from '../../shared/stores/query-params-store';
import { useDialogs } from '../../shared/ui/confirm/dialog-store';
import { LoadingOverlay } from '../../shared/ui/loading/loading-overlay';
import { Toaster } from '../../shared/ui/toast/toaster';
import { AfterFirstRender } from '../../shared/ui/after-first-render';
import type { RouteHandle } from '../router/types';
import { replayEarlyTaps, revealSwappedLayout, showVisitorOnlyParts } from '../hydration';
import { BootSkeleton } from './boot-skeleton';
import type { LayoutKind } from './types';
import { useLayoutComponent } from './layout-registry';

// Dialog code is fetched the first time a dialog is asked for, not with the first paint.
const DialogHost = lazy(() => import('../../shared/ui/confirm/dialog-host'));
const GlobalModals = lazy(() => import('../overlays/global-modals'));
// The session keeper (query login, session-ending pushes, forced password change) loads after the first paint.
const AuthRuntime = lazy(() =>
  importWithReload(() =>
    Promise.all([import('../../features/auth/components/auth-runtime'), loadNamespace(currentLocale(), 'auth')]),
  ).then(([module]) => module),
);

// Game launch and quit (open game dialog, maintenance dialog, game pushes) with its messages, after the paint.
const GamesRuntime = lazy(() =>
  importWithReload(() =>
    Promise.all([import('../../features/games/components/games-runtime'), loadNamespace(currentLocale(), 'games')]),
  ).then(([module]) => module),
);

// A member's letter pushes, red envelope and roulette (with their messages) load after the first paint, and
// only for a member: a guest never downloads them.
const LettersRuntime = lazy(() => importWithReload(() => import('../../features/letters/components/letters-runtime')));
// Payment pushes (records reload, the deposit notice and pixel events); its messages load with the first notice.
const PaymentsRuntime = lazy(() => importWithReload(() => import('../../features/wallet/components/payments-runtime')));
// Player protection (reality checks while a game is open, a break or exclusion told after signing in), with
// the member catalog its dialogs share with the Responsible gaming page; members only.
const ProtectionRuntime = lazy(() =>
  importWithReload(() => Promise.all([import('./protection-runtime'), loadNamespace(currentLocale(), 'member')])).then(
    ([module]) => module,
  ),
);
const ActivitiesRuntime = lazy(() =>
  importWithReload(() =>
    Promise.all([
      import('../../features/activities/components/activities-runtime'),
      loadNamespace(currentLocale(), 'activities'),
    ]),
  ).then(([module]) => module),
);

/**
 * The root route: picks the layout (desktop | mobile by width and device, default for the bare pages that
 * hide both header and footer), applies the route's and the query's header/footer visibility, and hosts
 * the app-wide toasts, loading overlay and dialogs.
 */
export function RootFrame() {
  const mode = useLayout((s) => s.mode);
  const params = useQueryParams((s) => s.params);
  const matches = useMatches();
  const route = (matches.at(-1)?.handle as RouteHandle | undefined)?.route;
  const parts = pagePartsFor(params);
  const kind: LayoutKind = route?.hideHeader && route.hideFooter ? 'default' : mode;
  const Layout = useLayoutComponent(kind);
  const hasModal = useModal((s) => s.active !== null);
  const hasDialog = useDialogs((s) => s.queue.length > 0);
  const member = useSession(isLoggedIn);
  // The first commit ends hydration; rendering this width's own layout (after hydrating the server's
  // guess) shows the page again.
  useEffect(() => {
    setHydrating(false);
    replayEarlyTaps();
  }, []);
  useEffect(() => {
    if (Layout && mode === useLayout.getState().mode) revealSwappedLayout();
  }, [Layout, mode]);
  useEffect(() => {
    if (member === isLoggedIn()) showVisitorOnlyParts();
  }, [member]);
  return (
    <>
      {Layout ? (
        // Layout is one of three module-level components from the registry (stable identity), chosen at
        // render time; createElement says so where JSX would read like a component made during render.
        createElement(Layout, {
          header: parts.header && !route?.hideHeader,
          footer: parts.footer && !route?.hideFooter,
          content: parts.content,
          overlays: parts.overlays,
          children: <Outlet />,
        })
      ) : (
        <BootSkeleton />
      )}
      <Toaster />
      <LoadingOverlay />
      <Suspense fallback={null}>
        {hasModal && <GlobalModals />}
        {hasDialog && <DialogHost />}
      </Suspense>
      {kind !== 'default' && parts.overlays && (
        <AfterFirstRender>
          <PopupDiscount />
        </AfterFirstRender>
      )}
      <AfterFirstRender>
        <Suspense fallback={null}>
          <AuthRuntime />
        </Suspense>
      </AfterFirstRender>
      <AfterFirstRender>
        <Suspense fallback={null}>
          <GamesRuntime />
        </Suspense>
      </AfterFirstRender>
      {member && (
        <AfterFirstRender>
          <Suspense fallback={null}>
            <LettersRuntime />
            <ActivitiesRuntime />
            <PaymentsRuntime />
            <ProtectionRuntime />
          </Suspense>
        </AfterFirstRender>
      )}
    </>
  );
}
