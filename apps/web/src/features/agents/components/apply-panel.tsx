import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useAgentApply } from '../api/agent-apply';
import { APPLY_ANSWERS, useApplyCheck } from '../api/apply-check';
import { useFailure } from '../hooks/use-failure';
import { agentFailure } from '../lib/agent-errors';
import { AgentFailed, AgentLoading } from './agent-states';
import { AgreementText } from './agreement-panel';
import '../../../shared/ui/form/form.css';

const NOTE_MAX = 500;

/** The application is with the operator: nothing to do but wait (or it was just sent). */
function Waiting({ justSent }: { justSent: boolean }) {
  return (
    <EmptyState
      icon="clock"
      title={justSent ? t('agents.apply.sent') : t('agents.apply.waiting')}
      description={t('agents.apply.waiting_text')}
    />
  );
}

/** The agreement, the "I accept" box and a note for the operator. */
function ApplyForm({ onWaiting, onClosed }: { onWaiting: (justSent: boolean) => void; onClosed: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const [note, setNote] = useState('');
  const apply = useAgentApply();
  const failure = useFailure(['agree', 'note'], 'apply');
  const noteId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    if (!agreed) return failure.setFieldErrors({ agree: t('agents.err.agreement_required') });
    try {
      await apply.mutateAsync({ agree: 1, note: note.trim() });
      onWaiting(true);
    } catch (error) {
      const shown = agentFailure(error, 'apply');
      if (shown?.key === 'agents.err.already_applied') return onWaiting(false);
      if (shown?.key === 'agents.err.applications_closed') return onClosed();
      failure.show(error);
    }
  };
  return (
    <form className="agt" onSubmit={(event) => void submit(event)} noValidate>
      <section className="agt-box" aria-labelledby="agt-apply-title">
        <h2 id="agt-apply-title" className="agt-subtitle">
          {t('agents.apply.title')}
        </h2>
        <p className="agt-hint">{t('agents.apply.text')}</p>
        <div className="agt-agreement-box">
          <AgreementText compact />
        </div>
        <label className={`agt-check${failure.fieldErrors.agree ? ' agt-check--error' : ''}`}>
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={failure.fieldErrors.agree ? true : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              failure.clear('agree');
            }}
          />
          <span>{t('agents.apply.accept')}</span>
        </label>
        {failure.fieldErrors.agree && (
          <p className="field-error agt-field-error" role="alert">
            {failure.fieldErrors.agree}
          </p>
        )}
        <div className="field agt-note">
          <label htmlFor={noteId} className="field-label">
            {t('agents.apply.note')}
          </label>
          <textarea
            id={noteId}
            className="agt-textarea"
            value={note}
            rows={3}
            maxLength={NOTE_MAX}
            placeholder={t('agents.apply.note_placeholder')}
            onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
          />
          <div className="field-hint">
            <span className="field-error">{failure.fieldErrors.note}</span>
            <span className="field-count">
              {[...note].length}/{NOTE_MAX}
            </span>
          </div>
        </div>
        {failure.message && (
          <p className="agt-error" role="alert">
            {failure.message}
          </p>
        )}
        <button type="submit" className="btn btn--primary agt-submit" disabled={apply.isPending}>
          {apply.isPending ? t('agents.apply.sending') : t('agents.apply.submit')}
        </button>
      </section>
    </form>
  );
}

/**
 * Becoming an agent: the site says whether the member may apply (applyForAgentCheck); a member who may
 * reads the agreement, accepts it and sends the application, then waits for the operator's approval.
 */
export function ApplyPanel() {
  const check = useApplyCheck(true);
  const [outcome, setOutcome] = useState<'sent' | 'waiting' | 'closed' | null>(null);
  // The operator decided (approved: the layout turns this page into the agent's; rejected: may apply again).
  useRealtimeEvent('profile.updated', () => {
    setOutcome(null);
    void check.refetch();
  });
  if (outcome === 'sent' || outcome === 'waiting') return <Waiting justSent={outcome === 'sent'} />;
  if (check.isPending) return <AgentLoading />;
  if (check.isError) return <AgentFailed error={check.error} onRetry={() => void check.refetch()} />;
  if (outcome === 'closed' || check.data === APPLY_ANSWERS.closed) {
    return <EmptyState icon="info" title={t('agents.apply.closed')} description={t('agents.apply.closed_text')} />;
  }
  if (check.data === APPLY_ANSWERS.alreadyAgent) return <Waiting justSent={false} />;
  return (
    <ApplyForm
      onWaiting={(justSent) => setOutcome(justSent ? 'sent' : 'waiting')}
      onClosed={() => setOutcome('closed')}
    />
  );
}
