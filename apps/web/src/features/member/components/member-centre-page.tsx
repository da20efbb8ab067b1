import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useMenuFacts } from '../hooks/use-menu-facts';
import type { MenuFacts } from '../lib/menu-rules';
import { agentEntry, menuGroups, pageAvailable } from '../lib/menu-rules';
import type { MenuGroup } from './centre-layout';
import { CentreLayout } from './centre-layout';
import type { MemberCentrePage } from './member-pages';
import { MEMBER_PAGE_ICONS, asMemberPage } from './member-pages';
import { ProfileCard } from './profile-card';

/** The side menu: the contract's groups as this member and site allow, then the agent entry. */
function groupsFor(facts: MenuFacts): MenuGroup[] {
  const groups: MenuGroup[] = menuGroups(facts).map(({ group, pages }) => ({
    title: `member.menu.${group}`,
    items: pages.map((page) => ({
      key: page,
      label: `member.page.${page}`,
      icon: MEMBER_PAGE_ICONS[page],
      to: `/user/${page}`,
    })),
  }));
  const agent = agentEntry(facts);
  if (agent) {
    const item =
      agent.kind === 'centre'
        ? { key: 'agent', label: 'proxy.title', icon: 'crown' as const, to: agent.to }
        : { key: 'agent', label: 'proxy.page.Register', icon: 'userPlus' as const, to: agent.to };
    groups.push({ title: 'member.menu.agent', items: [item] });
  }
  return groups;
}

/** The content of a member-centre page that another feature provides (composed by the app). */
export type MemberCentrePanels = Partial<Record<MemberCentrePage, ComponentType>>;

/** /user, /user/{page} and /user?page={page}: the member centre, its side menu and the chosen page. */
export default function MemberCentre({ panels = {} }: { panels?: MemberCentrePanels }) {
  const { id } = useParams();
  const [query] = useSearchParams();
  const page: MemberCentrePage = asMemberPage(id) ?? asMemberPage(query.get('page')) ?? 'Info';
  const facts = useMenuFacts();
  const Panel = panels[page];
  return (
    <CentreLayout
      menuLabel={t('member.title')}
      groups={groupsFor(facts)}
      selected={page}
      profile={<ProfileCard subtitle={t('member.title')} />}
    >
      <h1 className="centre-title">{t(`member.page.${page}`)}</h1>
      {!pageAvailable(page, facts) ? (
        // A page the site hides, opened by its address, says so politely.
        <EmptyState icon="info" title={t('member.unavailable')} description={t('member.unavailable_text')} />
      ) : Panel ? (
        <Panel />
      ) : (
        <EmptyState icon={MEMBER_PAGE_ICONS[page]} title={t('member.empty')} description={t(`member.empty.${page}`)} />
      )}
    </CentreLayout>
  );
}
