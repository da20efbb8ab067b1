import type { ExclusionPeriod, TimeOutPeriod } from '@playdeck/contract';
import { useProtectionExclude } from '../api/protection-exclude';
import { useProtectionTimeOut } from '../api/protection-time-out';
import { t } from '../../../shared/i18n/translate';
import { EXCLUSIONS, TIME_OUTS } from '../lib/choices';
import { BlockForm } from './block-form';

/** A break (time-out) of 24 hours to 6 weeks: no play and no deposits until it ends. */
export function TimeOutSection() {
  const take = useProtectionTimeOut();
  return (
    <BlockForm<TimeOutPeriod>
      name="time_out"
      title={t('protection.time_out.title')}
      text={t('protection.time_out.text')}
      periods={TIME_OUTS}
      periodLabel={(period) => t(`protection.time_out.${period}`)}
      agree={t('protection.time_out.agree')}
      submit={t('protection.time_out.submit')}
      done={t('auth.signed_out_time_out')}
      mutation={take}
    />
  );
}

/** Self-exclusion for 6 months to 5 years, or for good: the strongest step, with its warning. */
export function ExclusionSection() {
  const exclude = useProtectionExclude();
  return (
    <BlockForm<ExclusionPeriod>
      name="exclusion"
      title={t('protection.exclusion.title')}
      text={t('protection.exclusion.text')}
      warning={t('protection.exclusion.warning')}
      periods={EXCLUSIONS}
      periodLabel={(period) => t(`protection.exclusion.${period}`)}
      agree={t('protection.exclusion.agree')}
      submit={t('protection.exclusion.submit')}
      done={t('auth.signed_out_self_exclusion')}
      mutation={exclude}
    />
  );
}
