import type { Locale } from '@playdeck/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { config } from '../../../shared/config/public-config';
import { switchLocale } from '../../../shared/i18n/locale-choice';
import { LOCALE_NATIVE_NAMES, LOCALE_SHORT_NAMES } from '../../../shared/i18n/locale-names';
import { t } from '../../../shared/i18n/translate';
import { usePreferences } from '../../../shared/stores/preferences-store';
import { Icon } from '../../../shared/ui/icons';
import './language-switcher.css';

/** The site's languages (config LOCALES); choosing one stores it and reloads. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const locale = usePreferences((s) => s.locale);
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  // The menu opens under the button's end edge; a button near the left edge (a phone header's first
  // item) opens it from its start edge instead, so no language is cut off the screen.
  const [fromStart, setFromStart] = useState(false);
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const box = boxRef.current;
    if (!open || !menu || !box) return;
    setFromStart(box.getBoundingClientRect().right - menu.offsetWidth < 0);
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const choose = (next: Locale) => {
    setOpen(false);
    if (next !== locale) switchLocale(next);
  };
  return (
    <div className="lang" ref={boxRef}>
      <button
        type="button"
        className="lang-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="globe" />
        <span className="visually-hidden">{t('language')}: </span>
        <span className="lang-current">{compact ? LOCALE_SHORT_NAMES[locale] : LOCALE_NATIVE_NAMES[locale]}</span>
        {!compact && <Icon name="chevronDown" className="icon lang-caret" />}
      </button>
      {open && (
        <ul className={`lang-menu${fromStart ? ' lang-menu--start' : ''}`} id={listId} ref={menuRef}>
          {config.LOCALES.map((item) => (
            <li key={item}>
              <button
                type="button"
                className="lang-option"
                lang={item.replace('_', '-')}
                aria-current={item === locale ? 'true' : undefined}
                onClick={() => choose(item)}
              >
                {LOCALE_NATIVE_NAMES[item]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
