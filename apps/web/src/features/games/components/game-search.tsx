import { useId } from 'react';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';

export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {t('games.search')}
      </label>
      <Icon name="search" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={50}
        placeholder={t('games.search_placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
