import { useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useCashSurplusClaimMutation } from '../api/cash-surplus-claim';
import { claimFailure } from '../lib/claim-errors';
import { money } from '../lib/money';
import { oneAtATime } from '../lib/one-at-a-time';

/**
 * Claiming a grant: one claim at a time (a gate stops the double click that comes before React has
 * re-rendered the disabled button), a success toast with the amount, a failure shown on the page.
 * The header's balance follows through the member.cash push.
 */
export function useClaimGrant(currency: string) {
  const mutation = useCashSurplusClaimMutation();
  const [gate] = useState(oneAtATime);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function claim(id: number) {
    if (!gate.enter()) return;
    setPendingId(id);
    setFailure(null);
    mutation.mutate(id, {
      onSuccess: (reply) => toast.success(t('cashback.claimed', { amount: money(reply.amount, currency) })),
      onError: (error) => {
        const shown = claimFailure(error);
        if (shown) setFailure('key' in shown ? t(shown.key) : shown.text);
      },
      onSettled: () => {
        gate.leave();
        setPendingId(null);
      },
    });
  }

  return { claim, pendingId, failure };
}
