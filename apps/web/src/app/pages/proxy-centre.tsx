import type { ComponentType } from 'react';
import { Suspense, lazy } from 'react';
import type { ProxyPanels } from '../../features/member/components/proxy-page';
import ProxyPage from '../../features/member/components/proxy-page';
import type { Namespace } from '../../shared/i18n/catalogs';
import { loadNamespace } from '../../shared/i18n/catalogs';
import { currentLocale, t } from '../../shared/i18n/translate';
import { importWithReload } from '../../shared/lib/reload-guard';

/** A page the agents feature provides, fetched with its catalogs the first time it is opened. */
function lazyPanel(load: () => Promise<{ default: ComponentType }>, namespaces: Namespace[]): ComponentType {
  const Panel = lazy(() =>
    importWithReload(() =>
      Promise.all([load(), ...namespaces.map((namespace) => loadNamespace(currentLocale(), namespace))]),
    ).then(([module]) => module),
  );
  return function LazyPanel() {
    return (
      <Suspense fallback={<p className="centre-loading">{t('loading')}</p>}>
        <Panel />
      </Suspense>
    );
  };
}

const AGENTS: Namespace[] = ['agents'];

/** The agent centre with the pages of the agents feature (features do not import each other). */
const PANELS: ProxyPanels = {
  Plan: lazyPanel(() => import('../../features/agents/components/plan-panel'), AGENTS),
  Agreement: lazyPanel(() => import('../../features/agents/components/agreement-panel'), AGENTS),
  // Registering a downline member speaks the registration's field messages (auth) as well as its own.
  Register: lazyPanel(() => import('../../features/agents/components/register-panel'), ['agents', 'auth']),
  DownlineInfo: lazyPanel(() => import('../../features/agents/components/downline-panel'), AGENTS),
  Promotion: lazyPanel(() => import('../../features/agents/components/promotion-panel'), AGENTS),
  OperationTable: lazyPanel(() => import('../../features/agents/components/operation-panel'), AGENTS),
  StratifiedTable: lazyPanel(() => import('../../features/agents/components/stratified-panel'), AGENTS),
  Transfer: lazyPanel(() => import('../../features/agents/components/transfer-panel'), AGENTS),
  PerformanceSettlement: lazyPanel(() => import('../../features/agents/components/settlement-panel'), AGENTS),
};

export default function ProxyCentrePage() {
  return <ProxyPage panels={PANELS} />;
}
