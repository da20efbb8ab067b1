import type { WithdrawInfoReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { compareAmounts } from '../../../shared/lib/amount-text';
import { money } from '../lib/amount';

/** Balance, held amount, the per-withdrawal range, what today allows, and the turnover still to wager. */
export function WithdrawSummary({ info }: { info: WithdrawInfoReply }) {
  const { currency } = info;
  const turnover = compareAmounts(info.turnover_left, '0', currency) > 0;
  return (
    <dl className="pay-summary">
      <div className="pay-summary-main">
        <dt>{t('pay.balance')}</dt>
        <dd>{money(info.balance, currency)}</dd>
      </div>
      <div>
        <dt>{t('pay.held')}</dt>
        <dd>{money(info.held, currency)}</dd>
      </div>
      <div>
        <dt>{t('pay.per_withdrawal')}</dt>
        <dd>
          {money(info.min_amount, currency)} – {money(info.max_amount, currency)}
        </dd>
      </div>
      <div>
        <dt>{t('pay.today_count')}</dt>
        <dd>{t('pay.used_of', { used: info.used_today_count, limit: info.daily_count })}</dd>
      </div>
      <div>
        <dt>{t('pay.today_amount')}</dt>
        <dd>
          {t('pay.used_of', {
            used: money(info.used_today_amount, currency),
            limit: money(info.daily_amount, currency),
          })}
        </dd>
      </div>
      <div className={turnover ? 'pay-summary-warn' : undefined}>
        <dt>{t('pay.turnover_left')}</dt>
        <dd>{money(info.turnover_left, currency)}</dd>
      </div>
    </dl>
  );
}
