import { PROXY_MENU } from '@playdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { memberLayoutQueryOptions, useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { useSession } from '../../../shared/stores/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingState } from '../../../shared/ui/load-state';
import { proxyPages } from '../lib/menu-rules';
import type { MenuGroup } from './centre-layout';
import { CentreLayout } from './centre-layout';
import type { ProxyPage } from './member-pages';
import { PROXY_PAGE_ICONS, asProxyPage } from './member-pages';
import { ProfileCard } from './profile-card';

/** An agent's Register registers a downline member; anyone else's is the application (proxy.page.Register). */
const labelOf = (page: ProxyPage, isAgent: boolean) =>
  isAgent && page === 'Register' ? 'agents.page.register_member' : `proxy.page.${page}`;

const item = (isAgent: boolean) => (page: ProxyPage) => ({
  key: page,
  label: labelOf(page, isAgent),
  icon: PROXY_PAGE_ICONS[page],
  to: `/proxy/${page}`,
});

const TOP: readonly ProxyPage[] = ['Plan', 'Agreement', 'Register'];

/** An agent sees every page; anyone else only the application (no agent tools for a non-agent). */
function groupsFor(isAgent: boolean): MenuGroup[] {
  const top = proxyPages(isAgent, TOP);
  const tools = proxyPages(isAgent, PROXY_MENU.ProxyCenter);
  return [
    { items: top.map(item(isAgent)) },
    ...(tools.length > 0 ? [{ title: 'proxy.page.ProxyCenter', items: tools.map(item(isAgent)) }] : []),
  ];
}

/** The content of a proxy-centre page that another feature provides (composed by the app). */
export type ProxyPanels = Partial<Record<ProxyPage, ComponentType>>;

/**
 * An approval or a change of the member's agent status is pushed as profile.updated: the layout is read
 * again, so the page turns into the agent's (or back) without a reload.
 */
function useLayoutUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent('profile.updated', () => {
    const { queryKey } = memberLayoutQueryOptions(useSession.getState().memberId);
    void queryClient.invalidateQueries({ queryKey });
  });
}

/** /proxy, /proxy/{page} and /proxy?page=Register: the agent (proxy) centre. */
export default function ProxyPageView({ panels = {} }: { panels?: ProxyPanels }) {
  const { id } = useParams();
  const [query] = useSearchParams();
  const layout = useMemberLayout();
  useLayoutUpdates();
  const hidden = useHiddenMemberLinks();
  // Until the layout says otherwise the member is treated as a non-agent: the tools never flash.
  const isAgent = layout.data?.is_agent === 1;
  const asked = asProxyPage(id) ?? asProxyPage(query.get('page'));
  // While the layout loads the title is the page asked for (an agent's page never flashes "Become an agent").
  const page: ProxyPage = isAgent ? (asked ?? 'Plan') : layout.isPending ? (asked ?? 'Register') : 'Register';
  const closed = !isAgent && hidden.includes('applyAgent');
  const Panel = panels[page];
  return (
    <CentreLayout
      menuLabel={t('proxy.title')}
      groups={layout.isPending ? [] : groupsFor(isAgent)}
      selected={page}
      profile={<ProfileCard subtitle={t('proxy.title')} />}
    >
      <h1 className="centre-title">{t(labelOf(page, isAgent))}</h1>
      {layout.isPending ? (
        <LoadingState />
      ) : closed ? (
        <EmptyState icon="info" title={t('member.unavailable')} description={t('member.unavailable_text')} />
      ) : Panel ? (
        <Panel />
      ) : (
        <EmptyState icon={PROXY_PAGE_ICONS[page]} title={t('member.empty')} description={t(`proxy.empty.${page}`)} />
      )}
    </CentreLayout>
  );
}
