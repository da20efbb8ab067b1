import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { session } from '../../../shared/lib/storage';
import { useLayout } from '../../../shared/stores/layout-store';
import { AppLink } from '../../../shared/ui/app-link';
import { Icon } from '../../../shared/ui/icons';
import { useFloatItems } from '../api/site-links';
import type { FloatEntry } from '../lib/float-items';
import { floatEntries } from '../lib/float-items';
import './float-bar.css';

const LIST_ID = 'float-bar-list';
/** The visitor's open/closed choice lasts for the visit, per layout (the defaults differ). */
const storageKey = (mode: string) => `floatBarOpen.${mode}`;

function FloatLink({ entry, onFollow }: { entry: FloatEntry; onFollow: () => void }) {
  const { item, link, newTab } = entry;
  const body = (
    <>
      <span className="float-bar-icon">
        {item.icon ? <img src={item.icon} alt="" width={26} height={26} decoding="async" /> : <Icon name="link" />}
      </span>
      <span className="float-bar-label">{item.title}</span>
    </>
  );
  if (link.kind === 'inner') {
    return (
      <AppLink to={link.path} className="float-bar-link" onClick={onFollow}>
        {body}
      </AppLink>
    );
  }
  return (
    <a
      href={link.href}
      className="float-bar-link"
      target={newTab ? '_blank' : undefined}
      rel="noopener noreferrer"
      onClick={onFollow}
    >
      {body}
    </a>
  );
}

/**
 * The slide bar: on desktop a strip at the right edge, open by default; on phones a single button above
 * the tab bar that unfolds the list, closed by default so it never sits on a page's own buttons.
 */
export default function FloatBar() {
  const mode = useLayout((s) => s.mode);
  const { data } = useFloatItems();
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  const stored = session.get(storageKey(mode));
  const open = choice[mode] ?? (stored === null ? mode === 'desktop' : stored === '1');
  const entries = data ? floatEntries(data) : [];
  if (entries.length === 0) return null;

  const setOpen = (next: boolean) => {
    session.set(storageKey(mode), next ? '1' : '0');
    setChoice((prev) => ({ ...prev, [mode]: next }));
  };
  // On a phone the open list covers the page's corner, so following a link folds it again.
  const onFollow = () => {
    if (mode !== 'desktop') setOpen(false);
  };
  const toggleIcon = mode === 'desktop' ? (open ? 'chevronRight' : 'chevronLeft') : open ? 'close' : 'grid';
  return (
    <aside className={`float-bar float-bar--${mode}`} aria-label={t('float.title')}>
      <ul id={LIST_ID} className="float-bar-list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.item.id}>
            <FloatLink entry={entry} onFollow={onFollow} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="float-bar-toggle"
        aria-expanded={open}
        aria-controls={LIST_ID}
        aria-label={open ? t('float.hide') : t('float.show')}
        title={open ? t('float.hide') : t('float.show')}
        onClick={() => setOpen(!open)}
      >
        <Icon name={toggleIcon} />
      </button>
    </aside>
  );
}
