import type { AgentTransferInfoReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { money } from '../lib/money';
import { leftToday } from '../lib/transfer-rules';

/** The agent's balance and the site's transfer limits, with what is left of today's. */
export function TransferSummary({ info }: { info: AgentTransferInfoReply }) {
  const { currency, balance, limits } = info;
  const left = leftToday(limits, currency);
  return (
    <dl className="agt-totals">
      <div className="agt-total agt-total--accent">
        <dt>{t('agents.transfer.balance')}</dt>
        <dd>{money(balance, currency)}</dd>
      </div>
      <div className="agt-total">
        <dt>{t('agents.transfer.per_transfer')}</dt>
        <dd className="agt-total-small">
          {t('agents.transfer.range', { min: money(limits.min, currency), max: money(limits.max, currency) })}
        </dd>
      </div>
      <div className="agt-total">
        <dt>{t('agents.transfer.daily')}</dt>
        <dd className="agt-total-small">
          {left === null ? t('agents.transfer.no_daily_limit') : money(limits.daily, currency)}
        </dd>
      </div>
      <div className="agt-total">
        <dt>{t('agents.transfer.used_today')}</dt>
        <dd className="agt-total-small">
          {money(limits.used_today, currency)}
          {left !== null && (
            <span className="agt-total-note">{t('agents.transfer.left_today', { amount: money(left, currency) })}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
