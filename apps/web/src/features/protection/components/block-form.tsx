import type { FormEvent } from 'react';
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ProtectionInfoReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { useFormFailure } from '../../../shared/ui/form/use-form-failure';
import { toast } from '../../../shared/ui/toast/toast-store';
import { protectionFailure } from '../lib/protection-errors';

export interface BlockFormProps<P extends string> {
  name: string;
  title: string;
  text: string;
  warning?: string;
  periods: readonly P[];
  periodLabel: (period: P) => string;
  agree: string;
  submit: string;
  /** Said once it applies: every session ends, this page's too (its reload would say it again). */
  done: string;
  mutation: UseMutationResult<ProtectionInfoReply, Error, P>;
}

/**
 * A break or self-exclusion: a period, then the positive step (a ticked "I understand…"), then the button.
 * It applies at once and ends every session, so the sign-out that follows is expected, not an error.
 */
export function BlockForm<P extends string>(props: BlockFormProps<P>) {
  const { name, title, text, warning, periods, periodLabel, agree, submit, done, mutation } = props;
  const [period, setPeriod] = useState<P>(periods[0]!);
  const [agreed, setAgreed] = useState(false);
  const failure = useFormFailure([]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed || mutation.isPending) return;
    failure.clear();
    mutation.mutate(period, {
      // The server's sign-out may reach this page as a bare 401 before its realtime notice: say why here.
      onSuccess: () => toast.warning(done, 10_000),
      onError: (error) => {
        const message = protectionFailure(error);
        if (message) failure.place(undefined, message);
      },
    });
  };
  return (
    <section className="rg-box" aria-labelledby={`rg-${name}-title`}>
      <h2 id={`rg-${name}-title`} className="rg-subtitle">
        {title}
      </h2>
      <p className="rg-hint">{text}</p>
      {warning && (
        <p className="rg-warning" role="note">
          {warning}
        </p>
      )}
      <form className="rg-block-form" onSubmit={send} noValidate>
        <fieldset className="rg-choices">
          <legend className="field-label">{t('protection.how_long')}</legend>
          {periods.map((p) => (
            <label key={p} className="rg-choice">
              <input
                type="radio"
                name={`rg-${name}-period`}
                value={p}
                checked={period === p}
                onChange={() => setPeriod(p)}
              />
              {periodLabel(p)}
            </label>
          ))}
        </fieldset>
        <label className="check rg-agree">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{agree}</span>
        </label>
        {failure.message && (
          <p className="rg-error" role="alert">
            {failure.message}
          </p>
        )}
        <button type="submit" className="btn btn--primary rg-submit" disabled={!agreed || mutation.isPending}>
          {submit}
        </button>
      </form>
    </section>
  );
}
