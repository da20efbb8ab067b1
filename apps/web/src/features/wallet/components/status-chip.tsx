import type { PaymentStatus } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { statusTone } from '../lib/statuses';

/** An order's status as a coloured chip: waiting, done, failed or closed. */
export function StatusChip({ status }: { status: PaymentStatus }) {
  return <span className={`pay-status pay-status--${statusTone(status)}`}>{t(`pay.status.${status}`)}</span>;
}
