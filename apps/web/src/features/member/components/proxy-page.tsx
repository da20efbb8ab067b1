import { PROXY_MENU } from '@playdeck/contract';
import { useParams, useSearchParams } from 'react-router';
import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingState } from '../../../shared/ui/load-state';
import { proxyPages } from '../lib/menu-rules';
import type { MenuGroup } from './centre-layout';
import { CentreLayout } from './centre-layout';
import type { ProxyPage } from './member-pages';
import { PROXY_PAGE_ICONS, asProxyPage } from './member-pages';
import { ProfileCard } from './profile-card';

const item = (page: ProxyPage) => ({
  key: page,
  label: `proxy.page.${page}`,
  icon: PROXY_PAGE_ICONS[page],
  to: `/proxy/${page}`,
});

const TOP: readonly ProxyPage[] = ['Plan', 'Agreement', 'Register'];

/** An agent sees every page; anyone else only the application (MC-26: no agent tools for a non-agent). */
function groupsFor(isAgent: boolean): MenuGroup[] {
  const top = proxyPages(isAgent, TOP);
  const tools = proxyPages(isAgent, PROXY_MENU.ProxyCenter);
  return [
    { items: top.map(item) },
    ...(tools.length > 0 ? [{ title: 'proxy.page.ProxyCenter', items: tools.map(item) }] : []),
  ];
}

/** /proxy, /proxy/{page} and /proxy?page=Register: the agent (proxy) centre. */
export default function ProxyPageView() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const layout = useMemberLayout();
  const hidden = useHiddenMemberLinks();
  // Until the layout says otherwise the member is treated as a non-agent: the tools never flash.
  const isAgent = layout.data?.is_agent === 1;
  const asked = asProxyPage(id) ?? asProxyPage(query.get('page'));
  const page: ProxyPage = isAgent ? (asked ?? 'Plan') : 'Register';
  const closed = !isAgent && hidden.includes('applyAgent');
  return (
    <CentreLayout
      menuLabel={t('proxy.title')}
      groups={layout.isPending ? [] : groupsFor(isAgent)}
      selected={page}
      profile={<ProfileCard subtitle={t('proxy.title')} />}
    >
      <h1 className="centre-title">{t(`proxy.page.${page}`)}</h1>
      {layout.isPending ? (
        <LoadingState />
      ) : closed ? (
        <EmptyState icon="info" title={t('member.unavailable')} description={t('member.unavailable_text')} />
      ) : (
        <EmptyState icon={PROXY_PAGE_ICONS[page]} title={t('member.empty')} description={t(`proxy.empty.${page}`)} />
      )}
    </CentreLayout>
  );
}
