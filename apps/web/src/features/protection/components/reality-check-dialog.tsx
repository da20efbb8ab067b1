import type { RealityCheckAnswer } from '@playdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { Modal } from '../../../shared/ui/modal/modal';
import { protectionKey, useMemberId } from '../api/protection-keys';
import { answerRealityCheck, getPlaySession } from '../api/protection-session';
import { useTitleFlag } from '../hooks/use-title-flag';
import { hoursAndMinutes, signedMoney } from '../lib/reality-check';
import './protection-dialogs.css';

export interface RealityCheckDialogProps {
  /** When the page opened the game (epoch ms). */
  since: number;
  onKeepPlaying: () => void;
  /** Closes the game and brings its balance back. */
  onLeave: () => Promise<void>;
}

/** "1 h 05 min" or "15 min". */
function playTime(seconds: number): string {
  const { hours, minutes } = hoursAndMinutes(seconds);
  const values = { hours: String(hours), minutes: String(minutes).padStart(hours > 0 ? 2 : 1, '0') };
  return hours > 0 ? t('protection.check.hours', values) : t('protection.check.minutes', values);
}

/**
 * The reality check: how long this session has lasted and its net result, and an explicit answer (no close
 * button, no Escape): keep playing, or leave the game. Each answer is recorded with the session.
 * Leaving is the highlighted choice: a reminder to take stock should not nudge the member to play on.
 */
export function RealityCheckDialog({ since, onKeepPlaying, onLeave }: RealityCheckDialogProps) {
  const memberId = useMemberId();
  const sinceIso = new Date(since).toISOString();
  // Measured by the clock that scheduled the prompt, so "every 15 minutes" reads 15, 30, 45 on a device whose
  // clock is not the server's; the server's reply gives the money.
  const [shownAt] = useState(() => Date.now());
  const session = useQuery({
    queryKey: [...protectionKey(memberId), 'session', sinceIso, shownAt],
    queryFn: () => getPlaySession(sinceIso),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  const [answering, setAnswering] = useState<RealityCheckAnswer | null>(null);
  useTitleFlag(`⏰ ${t('protection.check.title')}`);
  const answer = async (choice: RealityCheckAnswer) => {
    if (answering) return;
    setAnswering(choice);
    // A record that fails to arrive must not hold the member in the dialog, nor in the game.
    const record = () => answerRealityCheck(sinceIso, choice).catch(() => undefined);
    if (choice === 'continue') {
      await record();
      return onKeepPlaying();
    }
    // Recorded once the game is left: the leave settles the game's result, so the record carries the net.
    await onLeave();
    await record();
  };
  const net = session.data ? signedMoney(session.data.net, session.data.currency) : null;
  return (
    <Modal
      title={t('protection.check.title')}
      onClose={() => undefined}
      closable={false}
      dismissible={false}
      className="rg-dialog"
      footer={
        <div className="rg-dialog-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={answering !== null}
            onClick={() => void answer('leave')}
          >
            {t('protection.check.leave')}
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={answering !== null}
            onClick={() => void answer('continue')}
          >
            {t('protection.check.continue')}
          </button>
        </div>
      }
    >
      <p className="rg-dialog-text">{t('protection.check.text')}</p>
      <dl className="rg-dialog-figures">
        <div>
          <dt>{t('protection.check.played')}</dt>
          <dd>{playTime((shownAt - since) / 1000)}</dd>
        </div>
        <div>
          <dt>{t('protection.check.net')}</dt>
          <dd aria-busy={session.isPending || undefined}>
            {net ?? (session.isError ? t('protection.check.net_unknown') : '…')}
          </dd>
        </div>
      </dl>
      <p className="rg-dialog-hint">{t('protection.check.net_text')}</p>
    </Modal>
  );
}
