import { t } from '../../../shared/i18n/translate';
import { LoadFailedState, LoadingState } from '../../../shared/ui/load-state';
import { useSecurity } from '../api/security';
import { LoginTable } from './login-table';
import { SessionList } from './session-list';
import { TrustedDevices } from './trusted-devices';
import './member-pages.css';

/** /user/Security: the member's live sessions, trusted devices and last 20 logins. */
export default function SecurityPanel() {
  const security = useSecurity();
  if (security.isPending) return <LoadingState />;
  if (security.isError) {
    return (
      <LoadFailedState
        message={t('member.load_failed')}
        retryLabel={t('member.retry')}
        onRetry={() => void security.refetch()}
      />
    );
  }
  const { sessions, devices, logins } = security.data;
  return (
    <div className="mc-page" aria-busy={security.isFetching}>
      <SessionList sessions={sessions} />
      <TrustedDevices devices={devices} />
      <LoginTable logins={logins} />
    </div>
  );
}
