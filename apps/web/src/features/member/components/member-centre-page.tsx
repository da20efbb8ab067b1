import { MEMBER_CENTRE_MENU } from '@playdeck/contract';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { MenuGroup } from './centre-layout';
import { CentreLayout } from './centre-layout';
import type { MemberCentrePage } from './member-pages';
import { MEMBER_PAGE_ICONS, asMemberPage } from './member-pages';
import { ProfileCard } from './profile-card';

const GROUPS: MenuGroup[] = Object.entries(MEMBER_CENTRE_MENU).map(([group, pages]) => ({
  title: `member.menu.${group}`,
  items: pages.map((page) => ({
    key: page,
    label: `member.page.${page}`,
    icon: MEMBER_PAGE_ICONS[page],
    to: `/user/${page}`,
  })),
}));

/** The content of a member-centre page that another feature provides (composed by the app). */
export type MemberCentrePanels = Partial<Record<MemberCentrePage, ComponentType>>;

/** /user, /user/{page} and /user?page={page}: the member centre (spec §2 side menu). */
export default function MemberCentre({ panels = {} }: { panels?: MemberCentrePanels }) {
  const { id } = useParams();
  const [query] = useSearchParams();
  const page: MemberCentrePage = asMemberPage(id) ?? asMemberPage(query.get('page')) ?? 'Info';
  const Panel = panels[page];
  return (
    <CentreLayout
      menuLabel={t('member.title')}
      groups={GROUPS}
      selected={page}
      profile={<ProfileCard subtitle={t('member.title')} />}
    >
      <h1 className="centre-title">{t(`member.page.${page}`)}</h1>
      {Panel ? (
        <Panel />
      ) : (
        <EmptyState icon={MEMBER_PAGE_ICONS[page]} title={t('member.empty')} description={t(`member.empty.${page}`)} />
      )}
    </CentreLayout>
  );
}
