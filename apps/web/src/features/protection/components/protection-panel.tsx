import { t } from '../../../shared/i18n/translate';
import { LoadFailedState, LoadingState } from '../../../shared/ui/load-state';
import { useProtectionInfo } from '../api/protection-info';
import { BlockNotice } from './block-notice';
import { ExclusionSection, TimeOutSection } from './break-sections';
import { LimitsSection } from './limits-section';
import { NetDeposits } from './net-deposits';
import { RealityCheckSection } from './reality-check-section';
import '../../../shared/ui/form/form.css';
import './protection.css';

/**
 * The member centre's Responsible gaming: limits on deposits, losses and wagers, net deposits, the reality
 * check, a break and self-exclusion. While a break or exclusion runs, its notice replaces the change forms.
 */
export default function ProtectionPanel() {
  const info = useProtectionInfo();
  if (info.isPending) return <LoadingState />;
  if (info.isError && !info.data) {
    return (
      <LoadFailedState
        message={t('member.load_failed')}
        retryLabel={t('member.retry')}
        onRetry={() => void info.refetch()}
      />
    );
  }
  const { block, currency } = info.data;
  return (
    <div className="rg">
      <p className="rg-intro">{t('protection.intro')}</p>
      {block && <BlockNotice block={block} />}
      <LimitsSection limits={info.data.limits} currency={currency} readOnly={!!block} />
      <NetDeposits net={info.data.net_deposits} currency={currency} />
      {!block && (
        <>
          <RealityCheckSection minutes={info.data.reality_check_minutes} />
          <TimeOutSection />
          <ExclusionSection />
        </>
      )}
    </div>
  );
}
