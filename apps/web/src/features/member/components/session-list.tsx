import type { LiveSession } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useSignOutOthers } from '../api/security-sign-out-others';
import { securityFailure } from '../lib/security-errors';

/** The member's signed-in sessions, this one marked, and a way to end all the others. */
export function SessionList({ sessions }: { sessions: LiveSession[] }) {
  const signOut = useSignOutOthers();
  const others = sessions.filter((session) => session.current !== 1).length;
  const endOthers = async () => {
    if (
      !(await confirmDialog({
        title: t('member.security.sign_out_others'),
        message: t('member.security.sign_out_confirm'),
      }))
    )
      return;
    try {
      const ended = await signOut.mutateAsync(undefined);
      toast.success(t('member.security.signed_out', { count: ended }));
    } catch (error) {
      const text = securityFailure(error);
      if (text) toast.error(text);
    }
  };
  return (
    <section className="mc-box" aria-labelledby="mc-sessions-title">
      <div className="mc-box-head">
        <h2 id="mc-sessions-title" className="mc-subtitle">
          {t('member.security.sessions')}
        </h2>
        {/* One live session per member is the rule (a login signs the other out): offered only when more. */}
        {others > 0 && (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => void endOthers()}
            disabled={signOut.isPending}
          >
            {t('member.security.sign_out_others')}
          </button>
        )}
      </div>
      <ul className="mc-rows">
        {sessions.map((session) => (
          <li key={session.id} className="mc-row mc-row--item">
            <span className="mc-row-value">{session.device || t('member.security.unknown_device')}</span>
            <span className="mc-muted">
              {t('member.security.session_times', {
                started: formatDateTime(session.started_at),
                seen: formatDateTime(session.last_seen_at),
              })}
            </span>
            <span className="mc-row-side">
              {session.current === 1 && (
                <span className="chip mc-chip--current">{t('member.security.this_device')}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {others === 0 && <p className="mc-muted">{t('member.security.no_other_sessions')}</p>}
    </section>
  );
}
