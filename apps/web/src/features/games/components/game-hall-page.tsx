import { GAME_TYPES } from '@playdeck/contract';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { describePlatforms } from '../../../shared/lib/describe-platforms';
import { slideIntoCentre } from '../../../shared/lib/slide-scroll';
import { GAME_TYPE_ICONS, Icon } from '../../../shared/ui/icons';
import { useCrashMenu } from '../api/crash-menu';
import { useGameList } from '../api/game-list';
import type { HallTab } from '../lib/hall-tabs';
import { CRASH_TAB, hallTabs, selectedTab } from '../lib/hall-tabs';
import { GameGrid, GameGridError, GameGridLoading } from './game-grid';
import { ProviderGrid } from './provider-grid';
import { SportQuickbet } from './sport-quickbet';
import { asGameType } from './game-types';
import './games.css';

const tabLabel = (tab: HallTab) => (tab.labelKey ? t(tab.labelKey) : tab.label);

/** /gameHall and /gameHall/{gt_id} (?menu=crash): one tab per game type, the type's providers below. */
export default function GameHallPage() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const list = useGameList();
  const crash = useCrashMenu();
  const tabs = hallTabs(list.data ?? [], crash.data);
  const selected = selectedTab(tabs, id, query.get('menu'));
  const nav = useRef<HTMLElement>(null);
  const selectedId = selected?.id;
  useEffect(() => {
    // A phone shows a few tabs at a time: slide the chosen one into view (header links may pick any).
    const strip = nav.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && chosen) slideIntoCentre(strip, chosen);
  }, [selectedId]);
  const platforms = describePlatforms((selected?.entries ?? []).map((entry) => entry.gp_gt_name));
  const label = selected ? tabLabel(selected) : id ? t(`game_type.${gameTypeName(id)}`) : t('games.hall_title');
  useMetaDescription(platforms && `${label}: ${platforms}`);
  return (
    <div className="container page game-hall">
      <h1 className="page-title">{t('games.hall_title')}</h1>
      {tabs.length > 0 && (
        <nav ref={nav} className="tabs game-tabs" aria-label={t('games.type_tabs')}>
          {tabs.map((tab) => (
            <Link key={tab.id} to={tab.to} className="tab" aria-current={tab === selected ? 'page' : undefined}>
              <Icon name={tab.id === CRASH_TAB ? 'fire' : GAME_TYPE_ICONS[asGameType(String(tab.id)) ?? 2]} />
              {tabLabel(tab)}
            </Link>
          ))}
        </nav>
      )}
      <section className="section" aria-labelledby="hall-section-title">
        <div className="section-head">
          <h2 id="hall-section-title" className="section-title">
            {selected?.id === CRASH_TAB ? label : t('games.providers_of', { type: label })}
          </h2>
        </div>
        {list.isPending ? (
          <GameGridLoading count={8} />
        ) : list.isError ? (
          <GameGridError onRetry={() => void list.refetch()} />
        ) : selected && selected.entries.length > 0 ? (
          <ProviderGrid entries={selected.entries} label={label} />
        ) : (
          <GameGrid icon="grid" title={t('games.providers_empty')} description={t('games.providers_empty_text')} />
        )}
      </section>
      {selected?.id === 4 && <SportQuickbet />}
    </div>
  );
}

function gameTypeName(id: string): string {
  const type = asGameType(id);
  return GAME_TYPES[type ?? 2].name;
}

/** The page's meta description while it is shown (search results and link previews name the platforms). */
function useMetaDescription(text: string): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.head.appendChild(document.createElement('meta'));
      meta.name = 'description';
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      meta.content = previous;
    };
  }, [text]);
}
