import type { CashEntry } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';

type Direction = 'in' | 'out';
const DIRECTIONS: Direction[] = ['in', 'out'];

/** Which way the money goes: into the game wallet, or back to the main wallet. */
export function TransferDirection({ value, onChange }: { value: Direction; onChange: (next: Direction) => void }) {
  return (
    <fieldset className="transfer-direction">
      <legend className="field-label">{t('transfer.direction')}</legend>
      <div className="transfer-direction-options">
        {DIRECTIONS.map((direction) => (
          <label key={direction} className="transfer-option">
            <input
              type="radio"
              name="transfer-direction"
              value={direction}
              checked={value === direction}
              onChange={() => onChange(direction)}
            />
            <span>{t(`transfer.direction_${direction}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Which game wallet: every provider of the member's wallet list. */
export function TransferProvider({
  providers,
  value,
  onChange,
}: {
  providers: CashEntry[];
  value: string;
  onChange: (gpId: string) => void;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor="transfer-provider">
        {t('transfer.provider')}
      </label>
      <div className="field-control">
        <select
          id="transfer-provider"
          className="field-input pay-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {providers.map((entry) => (
            <option key={entry.gp_id} value={entry.gp_id}>
              {entry.gp_name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
