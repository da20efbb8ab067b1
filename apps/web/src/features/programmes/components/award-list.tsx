import type { ReferralAward } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { money } from '../lib/money';

/** The most recent awards, newest first: what for, from which friend, how much and when. */
export function AwardList({ awards, currency }: { awards: ReferralAward[]; currency: string }) {
  if (awards.length === 0) return <p className="prog-hint">{t('referral.no_awards')}</p>;
  return (
    <ul className="prog-awards">
      {awards.map((award) => (
        <li key={award.id} className="prog-award">
          <span className="prog-award-what">
            <span className="prog-strong">{t(`referral.award.${award.kind}`)}</span>
            <span className="prog-muted">
              {t('referral.award_from', { account: award.friend_account })} ·{' '}
              <time dateTime={award.paid_at}>{formatDateTime(award.paid_at)}</time>
            </span>
          </span>
          <span className="prog-award-amount">+{money(award.amount, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
