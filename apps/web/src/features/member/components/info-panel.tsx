import { useMemberProfile } from '../../../shared/api/member/get-member-profile';
import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailedState, LoadingState } from '../../../shared/ui/load-state';
import { useProfileRules } from '../api/profile-rules';
import type { FieldGroup } from '../lib/profile-fields';
import { shownFields } from '../lib/profile-fields';
import { AccountSummary } from './account-summary';
import { ProfileSection } from './profile-section';
import './member-pages.css';

const GROUPS: FieldGroup[] = ['personal', 'contact'];

/**
 * /user/Info: the account at a glance (with the password change) and the profile the site shows, each
 * field changeable where the site allows it. profile.updated (another window's edit) reloads both queries.
 */
export default function InfoPanel() {
  const profile = useMemberProfile();
  const rules = useProfileRules();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) {
    return (
      <LoadFailedState
        message={t('member.load_failed')}
        retryLabel={t('member.retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  // Without the rules the profile still shows what the member gave, read only, with a way to try again.
  const fields = shownFields(profile.data, rules.data ?? []);
  return (
    <div className="mc-page">
      <AccountSummary profile={profile.data} />
      {rules.isError && (
        <div className="mc-error mc-error--retry" role="alert">
          <span>{t('member.info.rules_failed')}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void rules.refetch()}>
            {t('member.retry')}
          </button>
        </div>
      )}
      {GROUPS.map((group) => {
        const list = fields.filter((field) => field.group === group);
        return list.length > 0 ? (
          <ProfileSection key={group} group={group} fields={list} currency={profile.data.member_currency} />
        ) : null;
      })}
      {fields.length === 0 && !rules.isPending && (
        <EmptyState icon="user" title={t('member.info.no_fields')} description={t('member.info.no_fields_text')} />
      )}
    </div>
  );
}
