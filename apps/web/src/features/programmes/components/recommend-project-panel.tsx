import { t } from '../../../shared/i18n/translate';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useRecommendProject } from '../api/recommend-project';
import { useProgrammeUpdates } from '../hooks/use-programme-updates';
import { ruleSentence, sortedRules } from '../lib/referral-rules';
import { CopyField } from './copy-field';
import { InviteQr } from './invite-qr';
import { ProgrammeFailed, ProgrammeLoading } from './programme-states';
import '../../../shared/ui/form/form.css';
import './programmes.css';

/** The link may come as a path (/register?invite=…): shared and scanned, it must be a full address. */
const absolute = (link: string) => new URL(link, location.origin).href;

/** The member centre's RecommendProject: the member's code and link (copy, QR) and the award rules. */
export default function RecommendProjectPanel() {
  useProgrammeUpdates('referral');
  const project = useRecommendProject();
  if (project.isPending) return <ProgrammeLoading />;
  if (project.isError) return <ProgrammeFailed onRetry={() => void project.refetch()} />;
  const { active, currency, recommend_code: code, link, rules } = project.data;
  if (active !== 1) {
    return <EmptyState icon="gift" title={t('referral.closed')} description={t('referral.closed_text')} />;
  }
  const url = absolute(link);
  return (
    <div className="prog">
      <section className="prog-box prog-invite" aria-labelledby="prog-invite-title">
        <div className="prog-invite-fields">
          <h2 id="prog-invite-title" className="prog-subtitle">
            {t('referral.invite_title')}
          </h2>
          <p className="prog-hint">{t('referral.invite_text')}</p>
          <CopyField label={t('referral.code')} value={code} copyLabel={t('referral.copy_code')} mono />
          <CopyField label={t('referral.link')} value={url} copyLabel={t('referral.copy_link')} />
        </div>
        <InviteQr link={url} />
      </section>
      <section className="prog-box" aria-labelledby="prog-rules-title">
        <h2 id="prog-rules-title" className="prog-subtitle">
          {t('referral.rules')}
        </h2>
        {rules.length === 0 ? (
          <p className="prog-hint">{t('referral.no_rules')}</p>
        ) : (
          <ul className="prog-rules">
            {sortedRules(rules).map((rule) => {
              const sentence = ruleSentence(rule, currency);
              return <li key={rule.kind}>{t(sentence.key, sentence.vars)}</li>;
            })}
          </ul>
        )}
        <p className="prog-hint">{t('referral.rules_note')}</p>
      </section>
    </div>
  );
}
