import type { ReferredFriend } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatDateTime } from '../../../shared/lib/format';
import { money } from '../lib/money';
import '../../../shared/ui/table/data-table.css';

/** Friends the member brought: a table on desktop, a card per friend on a phone (data-label). */
export function FriendTable({ friends, currency }: { friends: ReferredFriend[]; currency: string }) {
  const columns = {
    account: t('referral.col.account'),
    registered: t('referral.col.registered'),
    deposit: t('referral.col.first_deposit'),
    turnover: t('referral.col.turnover'),
    awarded: t('referral.col.awarded'),
  };
  return (
    <table className="data-table prog-table">
      <thead>
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col" className={key === 'account' || key === 'registered' ? undefined : 'prog-num'}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {friends.map((friend) => (
          <tr key={`${friend.member_account}-${friend.registered_at}`}>
            <td data-label={columns.account} className="data-table-mono">
              {friend.member_account}
            </td>
            <td data-label={columns.registered}>
              <time dateTime={friend.registered_at}>{formatDateTime(friend.registered_at)}</time>
            </td>
            <td data-label={columns.deposit} className="prog-num">
              {friend.first_deposit === null ? (
                <span className="prog-muted">{t('referral.no_deposit')}</span>
              ) : (
                money(friend.first_deposit, currency)
              )}
            </td>
            <td data-label={columns.turnover} className="prog-num">
              {money(friend.turnover, currency)}
            </td>
            <td data-label={columns.awarded} className="prog-num prog-strong">
              {money(friend.awarded, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
