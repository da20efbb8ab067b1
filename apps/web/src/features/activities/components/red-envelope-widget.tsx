import type { RedEnvelope } from '@playdeck/contract';
import { RED_ENVELOPE_CODES } from '@playdeck/contract';
import { useEffect, useRef, useState } from 'react';
import { clearRedEnvelope, reloadRedEnvelope, useRedEnvelope } from '../../../shared/api/activities/red-envelope';
import { ApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { refreshBalance } from '../../../shared/api/wallet/balance';
import { t } from '../../../shared/i18n/translate';
import { useSecondsLeft } from '../../../shared/lib/use-seconds-left';
import { Icon } from '../../../shared/ui/icons';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { formatCountdown, formatEndAt, REFETCH_AFTER_END_MS } from '../lib/countdown';
import { RedEnvelopeClaimed } from './red-envelope-claimed';

/**
 * The floating red envelope: shown while the server offers one, counting down each second
 * to end_at; at zero it ends and is fetched again 3 s later. Opening it claims it; the cash received shows
 * in a dialog whose closing refreshes the wallet and the envelope. RedEnvelopeDisplay re-initialises it.
 */
export function RedEnvelopeWidget() {
  const { data: envelope } = useRedEnvelope();
  const [claimed, setClaimed] = useState<string | null>(null);
  useRealtimeEvent('RedEnvelopeDisplay', reloadRedEnvelope);
  return (
    <>
      {envelope && <EnvelopeButton key={envelope.id} envelope={envelope} onClaimed={setClaimed} />}
      {claimed !== null && (
        <RedEnvelopeClaimed
          cash={claimed}
          onClose={() => {
            setClaimed(null);
            refreshBalance();
            reloadRedEnvelope();
          }}
        />
      )}
    </>
  );
}

/** Envelopes already seen ending: a stale copy from the server is not counted down (or re-fetched) again. */
const ended = new Set<number>();

function EnvelopeButton({ envelope, onClaimed }: { envelope: RedEnvelope; onClaimed: (cash: string) => void }) {
  const seconds = useSecondsLeft(Date.parse(envelope.end_at) || 0);
  const [claiming, setClaiming] = useState(false);
  const over = seconds <= 0 || ended.has(envelope.id);
  const refetchTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (seconds > 0 || ended.has(envelope.id)) return;
    ended.add(envelope.id);
    refetchTimer.current = window.setTimeout(() => {
      clearRedEnvelope();
      reloadRedEnvelope();
    }, REFETCH_AFTER_END_MS);
  }, [seconds, envelope.id]);
  useEffect(() => () => window.clearTimeout(refetchTimer.current), []);

  if (over) return null;
  const claim = async () => {
    setClaiming(true);
    try {
      const reply = await callApi('redEnvelopeClaim', { id: envelope.id }, { abortable: true });
      onClaimed(reply.cash);
    } catch (error) {
      // The client already showed the server's message; 102 (over or already claimed) also drops it.
      if (error instanceof ApiError && error.code === RED_ENVELOPE_CODES.over) clearRedEnvelope();
    } finally {
      setClaiming(false);
    }
  };
  const endsAt = formatEndAt(envelope.end_at);
  return (
    <div className="red-envelope">
      <button
        type="button"
        className="red-envelope-button"
        onClick={() => void claim()}
        disabled={claiming}
        aria-label={t('red_envelope.open')}
        title={envelope.title}
      >
        <span className="red-envelope-flap" aria-hidden="true" />
        <span className="red-envelope-seal" aria-hidden="true">
          <Icon name="gift" />
        </span>
      </button>
      <p
        className="red-envelope-time"
        role="timer"
        aria-label={t('red_envelope.ends_in', { time: formatCountdown(seconds) })}
      >
        <span aria-hidden="true">{formatCountdown(seconds)}</span>
      </p>
      <p className="red-envelope-until">{t('red_envelope.until', { time: endsAt })}</p>
    </div>
  );
}
