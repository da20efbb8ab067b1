import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useWithdrawInfo } from '../api/withdraw-info';
import { goToMemberPage } from '../lib/member-links';
import { LoadFailed, Loading } from './load-states';
import { RecentWithdrawals } from './recent-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { WithdrawPasswordForm } from './withdraw-password-form';
import { WithdrawSummary } from './withdraw-summary';
import './payments.css';
import './withdrawal.css';

/**
 * The member centre's Withdrawal page: the member's figures and limits, then the first thing missing
 * (a withdraw password, a payout account) or the withdrawal form, and the latest withdrawals.
 */
export default function WithdrawalPanel() {
  const info = useWithdrawInfo();
  const bindHidden = useHiddenMemberLinks().includes('BindAccount');
  if (info.isPending) return <Loading />;
  if (info.isError) return <LoadFailed onRetry={() => void info.refetch()} />;
  const data = info.data;
  const hasPassword = data.has_withdraw_password === 1;
  return (
    <div className="pay-withdrawal">
      <WithdrawSummary info={data} />
      <section className="pay-box" aria-labelledby="pay-withdraw-title">
        <h2 id="pay-withdraw-title" className="pay-subtitle">
          {hasPassword ? t('pay.withdraw_title') : t('pay.set_password_title')}
        </h2>
        {!hasPassword ? (
          <WithdrawPasswordForm mode="set" />
        ) : data.accounts.length === 0 ? (
          <EmptyState
            icon="card"
            compact
            title={t('pay.no_accounts')}
            description={t('pay.no_accounts_text')}
            action={
              bindHidden ? undefined : (
                <button type="button" className="btn btn--primary" onClick={() => goToMemberPage('BindAccount')}>
                  {t('pay.bind_account')}
                </button>
              )
            }
          />
        ) : (
          <WithdrawForm info={data} />
        )}
      </section>
      {hasPassword && (
        <details className="pay-box pay-details">
          <summary>{t('pay.change_password')}</summary>
          <WithdrawPasswordForm mode="change" />
        </details>
      )}
      <RecentWithdrawals />
    </div>
  );
}
