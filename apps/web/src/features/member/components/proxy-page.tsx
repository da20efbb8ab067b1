import { PROXY_MENU } from '@playdeck/contract';
import { useParams, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
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

const GROUPS: MenuGroup[] = [
  { items: (['Plan', 'Agreement', 'Register'] as const).map(item) },
  { title: 'proxy.page.ProxyCenter', items: PROXY_MENU.ProxyCenter.map(item) },
];

/** /proxy, /proxy/{page} and /proxy?page=Register: the agent (proxy) centre. */
export default function ProxyPageView() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const page = asProxyPage(id) ?? asProxyPage(query.get('page')) ?? 'Plan';
  return (
    <CentreLayout
      menuLabel={t('proxy.title')}
      groups={GROUPS}
      selected={page}
      profile={<ProfileCard subtitle={t('proxy.title')} />}
    >
      <h1 className="centre-title">{t(`proxy.page.${page}`)}</h1>
      <EmptyState icon={PROXY_PAGE_ICONS[page]} title={t('member.empty')} description={t(`proxy.empty.${page}`)} />
    </CentreLayout>
  );
}
