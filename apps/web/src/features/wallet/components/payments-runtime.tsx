import { refreshBalance } from '../../../shared/api/wallet/balance';
import { loadNamespace } from '../../../shared/i18n/catalogs';
import { currentLocale, t } from '../../../shared/i18n/translate';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { useSession } from '../../../shared/stores/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { invalidatePayments } from '../api/payment-keys';
import { money } from '../lib/amount';
import type { DepositSuccess } from '../lib/deposit-pixel';
import { sendDepositPixel } from '../lib/send-deposit-pixel';

const NOTICE_MS = 6000;

/** The notice names the amount; its message comes with the payments catalog, fetched on the first success. */
async function announce(success: DepositSuccess, currency: string): Promise<void> {
  await loadNamespace(currentLocale(), 'payments').catch(() => undefined);
  toast.success(t('pay.deposit_success', { amount: money(success.deposit_amount, currency) }), NOTICE_MS);
}

/**
 * A member's payment pushes on member.{id}: a deposit or withdrawal that changed state reloads
 * the payment queries; a successful deposit also says so, reloads the balance and sends the pixel events.
 */
export default function PaymentsRuntime() {
  useRealtimeEvent('member_payment.updated', () => {
    invalidatePayments();
    refreshBalance();
  });
  useRealtimeEvent('member_deposit.success', (success) => {
    const currency = useSession.getState().currency ?? '';
    invalidatePayments();
    refreshBalance();
    void announce(success, currency);
    sendDepositPixel(success, currency);
  });
  return null;
}
