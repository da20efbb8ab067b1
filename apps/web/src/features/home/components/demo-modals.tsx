import type { GameEntry } from '@playdeck/contract';
import { DEMO_CURRENCY, GAME_TYPES, isGameTypeId } from '@playdeck/contract';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GameCard, entryName } from '../../../shared/ui/games/game-card';
import { Icon } from '../../../shared/ui/icons';
import { Modal } from '../../../shared/ui/modal/modal';
import { playDemo, useCatalogueView, useDemoGames, useDemoTypes } from '../api/demo';
import './demo.css';

/** The demo flow: the demo-game dialog (types and providers), then the chosen provider's demo list. */
export default function DemoModals({ onClose }: { onClose: () => void }) {
  const [provider, setProvider] = useState<GameEntry | null>(null);
  if (provider) return <DemoListModal provider={provider} onBack={() => setProvider(null)} onClose={onClose} />;
  return <DemoGameModal onPick={setProvider} onClose={onClose} />;
}

const typeLabel = (gtId: number, fallback: string) =>
  isGameTypeId(gtId) ? t(`game_type.${GAME_TYPES[gtId].name}`) : fallback;

function DemoGameModal({ onPick, onClose }: { onPick: (provider: GameEntry) => void; onClose: () => void }) {
  const types = useDemoTypes();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = types.data ?? [];
  const current = list.find((type) => type.gt_id === chosen) ?? list[0];
  return (
    <Modal title={t('demo.title')} onClose={onClose} className="modal--wide demo-modal">
      <p className="demo-intro">{t('demo.intro')}</p>
      <p className="demo-intro">{t('demo.credits_note', { currency: DEMO_CURRENCY })}</p>
      {types.isPending ? (
        <p className="demo-status" role="status">
          {t('loading')}
        </p>
      ) : list.length === 0 || !current ? (
        <EmptyState icon="play" title={t('demo.empty')} compact />
      ) : (
        <>
          <div className="tabs demo-tabs" role="tablist" aria-label={t('demo.types')}>
            {list.map((type) => (
              <button
                key={type.gt_id}
                type="button"
                role="tab"
                className="tab"
                aria-selected={type === current}
                onClick={() => setChosen(type.gt_id)}
              >
                {typeLabel(type.gt_id, type.gt_name)}
              </button>
            ))}
          </div>
          <ul className="game-list demo-list" role="tabpanel" aria-label={typeLabel(current.gt_id, current.gt_name)}>
            {current.gp_list.map((entry) => (
              <li key={`${entry.gp_id}:${entry.gt_id}`}>
                <GameCard entry={entry} onPlay={() => onPick(entry)} tags={false} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

function DemoListModal({
  provider,
  onBack,
  onClose,
}: {
  provider: GameEntry;
  onBack: () => void;
  onClose: () => void;
}) {
  const games = useDemoGames(provider);
  const view = useCatalogueView();
  const name = entryName(provider);
  return (
    <Modal title={t('demo.list_title', { provider: name })} onClose={onClose} className="modal--wide demo-modal">
      <button type="button" className="btn btn--ghost btn--sm demo-back" onClick={onBack}>
        <Icon name="chevronLeft" />
        {t('demo.back')}
      </button>
      {games.isPending ? (
        <p className="demo-status" role="status">
          {t('loading')}
        </p>
      ) : (games.data ?? []).length === 0 ? (
        <EmptyState icon="play" title={t('demo.list_empty')} compact />
      ) : (
        <ul className="game-list demo-list" aria-label={t('demo.list_title', { provider: name })}>
          {games.data?.map((game) => (
            <li key={game.game_id}>
              <GameCard entry={game} onPlay={() => void playDemo(game, view)} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
