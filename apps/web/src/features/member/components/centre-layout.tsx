import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import type { IconName } from '../../../shared/ui/icons';
import { Icon } from '../../../shared/ui/icons';
import './member.css';

export interface MenuGroup {
  /** Message key of the group heading; omitted for a single top-level entry. */
  title?: string;
  /** `label` is a message key, translated at render (catalogs load alongside this chunk). */
  items: { key: string; label: string; icon: IconName; to: string }[];
}

export interface CentreLayoutProps {
  menuLabel: string;
  groups: MenuGroup[];
  selected: string;
  profile: ReactNode;
  children: ReactNode;
}

/** Member and proxy centres: a profile card and grouped side menu, the chosen page beside them. */
export function CentreLayout({ menuLabel, groups, selected, profile, children }: CentreLayoutProps) {
  return (
    <div className="container page centre">
      <aside className="centre-side">
        {profile}
        <nav className="card centre-menu" aria-label={menuLabel}>
          {groups.map((group, index) => (
            <div key={group.title ?? index} className="centre-group">
              {group.title && <h2 className="centre-group-title">{t(group.title)}</h2>}
              <ul>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.to}
                      className="centre-link"
                      aria-current={item.key === selected ? 'page' : undefined}
                    >
                      <Icon name={item.icon} />
                      {t(item.label)}
                      <Icon name="chevronRight" className="icon centre-link-caret" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <section className="card centre-content">{children}</section>
    </div>
  );
}
