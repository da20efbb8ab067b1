import { useId, useRef, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { RECEIPT_MAX_KB, dataUrlProblem, readAsDataUrl, receiptProblem } from '../lib/receipt';

export interface ReceiptFieldProps {
  value: string | undefined;
  onChange: (dataUrl: string | undefined) => void;
  error?: string;
}

/**
 * An optional picture of the transfer receipt (PNG, JPEG or WebP, at most about 180 KB), with a preview.
 * The browser's own file button speaks the browser's language, so the field draws its own.
 */
export function ReceiptField({ value, onChange, error }: ReceiptFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const refuse = (why: 'type' | 'size') => {
    setProblem(why === 'size' ? t('pay.err.receipt_size', { kb: RECEIPT_MAX_KB }) : t('pay.err.receipt_type'));
    setName('');
    onChange(undefined);
  };
  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const before = receiptProblem(file);
    if (before) return refuse(before);
    const dataUrl = await readAsDataUrl(file).catch(() => '');
    const after = dataUrlProblem(dataUrl);
    if (after) return refuse(after);
    setName(file.name);
    onChange(dataUrl);
  };
  const clear = () => {
    setProblem(null);
    setName('');
    onChange(undefined);
    if (input.current) input.current.value = '';
  };
  return (
    <div className={`field pay-receipt${shown ? ' field--error' : ''}`}>
      <span className="field-label" id={`${id}-label`}>
        {t('pay.receipt')} <span className="pay-optional">{t('pay.optional')}</span>
      </span>
      <div className="pay-receipt-row">
        <input
          ref={input}
          id={id}
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,image/webp"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={`${id}-hint`}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
          }}
        />
        <label htmlFor={id} id={`${id}-button`} className="btn btn--ghost btn--sm pay-receipt-pick">
          {t('pay.receipt_choose')}
        </label>
        <span className="pay-receipt-name">{value && name ? name : t('pay.receipt_none')}</span>
        {value && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={clear}>
            {t('pay.receipt_remove')}
          </button>
        )}
      </div>
      {value && (
        <div className="pay-receipt-preview">
          <img src={value} alt={t('pay.receipt_preview')} />
        </div>
      )}
      <div id={`${id}-hint`} className="field-hint">
        {shown ? (
          <span className="field-error" role="alert">
            {shown}
          </span>
        ) : (
          <span className="pay-hint">{t('pay.receipt_hint', { kb: RECEIPT_MAX_KB })}</span>
        )}
      </div>
    </div>
  );
}
