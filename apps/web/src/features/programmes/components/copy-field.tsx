import { useId } from 'react';
import { t } from '../../../shared/i18n/translate';
import { toast } from '../../../shared/ui/toast/toast-store';
import { copyText } from '../../../shared/lib/copy-text';

async function copy(value: string) {
  if (await copyText(value)) toast.success(t('prog.copied'));
  else toast.error(t('prog.copy_failed'));
}

/** A value the member shares (code, link): read-only, selected on focus, with its own Copy button. */
export function CopyField(props: { label: string; value: string; copyLabel: string; mono?: boolean }) {
  const { label, value, copyLabel, mono } = props;
  const id = useId();
  return (
    <div className="prog-copy">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="prog-copy-row">
        <input
          id={id}
          className={`prog-copy-value${mono ? ' prog-mono' : ''}`}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void copy(value)}>
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
