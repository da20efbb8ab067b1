import type { MemberProfile } from '@playdeck/contract';
import { useState } from 'react';
import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { t } from '../../../shared/i18n/translate';
import { useAgentLevelName } from '../api/agent-level-rename';
import { ChangePasswordDialog } from './change-password-dialog';

/** Account, currency, VIP level and (for an agent) the agent level's name, and the password change. */
export function AccountSummary({ profile }: { profile: MemberProfile }) {
  const layout = useMemberLayout().data;
  const agentLevel = useAgentLevelName();
  const [changing, setChanging] = useState(false);
  return (
    <section className="mc-box" aria-labelledby="mc-account-title">
      <h2 id="mc-account-title" className="mc-subtitle mc-box-head">
        {t('member.info.account')}
      </h2>
      <dl className="mc-facts">
        <div>
          <dt>{t('member.info.account_name')}</dt>
          <dd>{profile.member_account}</dd>
        </div>
        <div>
          <dt>{t('member.info.currency')}</dt>
          <dd>{profile.member_currency}</dd>
        </div>
        {layout?.member_grade_name && (
          <div>
            <dt>{t('member.info.grade')}</dt>
            <dd>{layout.member_grade_name}</dd>
          </div>
        )}
        {agentLevel && (
          <div>
            <dt>{t('member.info.agent_level')}</dt>
            <dd>{agentLevel}</dd>
          </div>
        )}
      </dl>
      <div className="mc-actions">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => setChanging(true)}>
          {t('member.password.change')}
        </button>
      </div>
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </section>
  );
}
