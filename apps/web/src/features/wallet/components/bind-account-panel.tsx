import type { BankAccount } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { confirmDialog } from '../../../shared/ui/confirm/dialog-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useBankAccountDelete } from '../api/bank-account-delete';
import { useBankAccounts } from '../api/bank-accounts';
import { paymentFailure } from '../lib/payment-errors';
import { BankAccountForm } from './bank-account-form';
import { LoadFailed, Loading } from './load-states';
import './payments.css';
import './accounts.css';

/** The member centre's BindAccount page: the payout accounts, deleting one, adding one up to the maximum. */
export default function BindAccountPanel() {
  const accounts = useBankAccounts();
  const remove = useBankAccountDelete();
  if (accounts.isPending) return <Loading />;
  if (accounts.isError) return <LoadFailed onRetry={() => void accounts.refetch()} />;
  const { list, banks, max_accounts: max } = accounts.data;

  const ask = async (account: BankAccount) => {
    const ok = await confirmDialog({
      message: t('pay.delete_confirm', { bank: account.bank_name, account: account.account_no }),
      confirmText: t('pay.delete_account'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: account.id });
      toast.success(t('pay.account_deleted'));
    } catch (error) {
      const failure = paymentFailure(error);
      if (failure) toast.error(failure.text ?? t(failure.key ?? 'pay.err.unknown', failure.vars));
    }
  };

  return (
    <div className="pay-accounts">
      <section className="pay-box" aria-labelledby="pay-accounts-title">
        <div className="pay-recent-head">
          <h2 id="pay-accounts-title" className="pay-subtitle">
            {t('pay.my_accounts')}
          </h2>
          <span className="chip">{t('pay.accounts_count', { count: list.length, max })}</span>
        </div>
        {list.length === 0 ? (
          <EmptyState icon="card" compact title={t('pay.no_accounts')} description={t('pay.no_accounts_text')} />
        ) : (
          <ul className="pay-account-list">
            {list.map((account) => (
              <li key={account.id} className="pay-account">
                <Icon name={account.kind === 'bank' ? 'card' : 'wallet'} className="icon pay-account-icon" />
                <div className="pay-account-text">
                  <strong>{account.bank_name}</strong>
                  <span className="pay-mono">{account.account_no}</span>
                  <span className="pay-muted">
                    {account.holder_name} · {t(`pay.account_kind.${account.kind}`)}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={remove.isPending}
                  onClick={() => void ask(account)}
                >
                  {t('pay.delete_account')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="pay-box" aria-labelledby="pay-add-title">
        <h2 id="pay-add-title" className="pay-subtitle">
          {t('pay.add_account_title')}
        </h2>
        {list.length >= max ? (
          <p className="pay-muted">{t('pay.accounts_full', { max })}</p>
        ) : banks.length === 0 ? (
          <p className="pay-muted">{t('pay.no_banks')}</p>
        ) : (
          <BankAccountForm banks={banks} />
        )}
      </section>
    </div>
  );
}
