import type { ProtectionInfoReply } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { money } from '../lib/money';

/** Deposits minus paid withdrawals: since the account opened and over the last 30 days. */
export function NetDeposits({ net, currency }: { net: ProtectionInfoReply['net_deposits']; currency: string }) {
  return (
    <section className="rg-box" aria-labelledby="rg-net-title">
      <h2 id="rg-net-title" className="rg-subtitle">
        {t('protection.net.title')}
      </h2>
      <p className="rg-hint">{t('protection.net.text')}</p>
      <dl className="rg-totals">
        <div className="rg-total">
          <dt>{t('protection.net.last_30_days')}</dt>
          <dd>{money(net.last_30_days, currency)}</dd>
        </div>
        <div className="rg-total">
          <dt>{t('protection.net.lifetime')}</dt>
          <dd>{money(net.lifetime, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
