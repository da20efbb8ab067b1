import { useState } from 'react';
import { t } from '../../i18n/translate';
import { TextInput } from '../form/text-input';
import { Modal } from '../modal/modal';
import type { PendingDialog } from './dialog-store';
import { answered, useDialogs } from './dialog-store';

/** Renders the first queued confirm or prompt; loaded lazily the first time one is asked. */
export default function DialogHost() {
  const current = useDialogs((s) => s.queue[0]);
  if (!current) return null;
  if (current.kind === 'confirm') {
    const finish = (ok: boolean) => {
      answered(current);
      current.resolve(ok);
    };
    return (
      <Modal
        title={current.title ?? t('confirm.title')}
        onClose={() => finish(false)}
        dismissible={false}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => finish(false)}>
              {current.cancelText ?? t('cancel')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => finish(true)}>
              {current.confirmText ?? t('confirm')}
            </button>
          </>
        }
      >
        <p className="dialog-message">{current.message}</p>
      </Modal>
    );
  }
  return <PromptBox key={current.id} request={current} />;
}

function PromptBox({ request }: { request: Extract<PendingDialog, { kind: 'prompt' }> }) {
  const [value, setValue] = useState(request.initial ?? '');
  const [error, setError] = useState<string | undefined>();
  const finish = (result: string | null) => {
    answered(request);
    request.resolve(result);
  };
  const submit = () => {
    const patternOk =
      !request.pattern || new RegExp(`^(?:${request.pattern.source})$`, request.pattern.flags).test(value);
    const verdict = patternOk ? (request.validator?.(value) ?? true) : 'illegal_input';
    if (verdict === true) finish(value);
    else setError(t(verdict));
  };
  return (
    <Modal
      title={request.title}
      onClose={() => finish(null)}
      dismissible={false}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={() => finish(null)}>
            {t('cancel')}
          </button>
          <button type="submit" form="message-box-form" className="btn btn--primary">
            {t('confirm')}
          </button>
        </>
      }
    >
      <form
        id="message-box-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {request.message && <p className="dialog-message">{request.message}</p>}
        <TextInput
          label={request.label}
          value={value}
          maxLength={request.maxLength}
          error={error}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
