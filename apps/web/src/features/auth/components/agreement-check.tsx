import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { AgreementModal } from './agreement-modal';

export interface AgreementCheckProps {
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  error?: string;
}

/** The agreement checkbox (ticked by default) and the link that opens the service agreement. */
export function AgreementCheck({ agreed, onChange, error }: AgreementCheckProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={agreed} onChange={(e) => onChange(e.target.checked)} />
        <span>
          {t('signup.agree_prefix')}{' '}
          <button type="button" className="link-button" onClick={() => setOpen(true)}>
            {t('signup.service_agreement')}
          </button>
        </span>
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {open && (
        <AgreementModal
          onClose={() => setOpen(false)}
          onAgree={() => {
            onChange(true);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
