import { Box, Chip, Typography } from '@mui/material';
import type { AgentPlanTerms } from '@playdeck/contract';
import { useRecordContext, useTranslate } from 'react-admin';
import { permilleAsPercent } from '../shared/permille';
import { formatMoney } from '../shared/money';
import { useLang } from '../shared/use-lang';
import { formatPeriod } from '../shared/period';
import { MemberLink } from '../shared/member-link';
import { PERIOD_ZONE } from '../shared/period-field';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A rate or share of the record, stored in per mille, as the percentage operators think in ("12.5%"). */
export function PercentField(props: { source: string; label?: string }) {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  return (
    <Box component="span" sx={NUMBERS}>
      {permilleAsPercent(record[props.source], lang) ?? '—'}
    </Box>
  );
}

/** The first day a plan's saved terms apply from ("Jun 1, 2026"), from the record's `next_from`. */
export function useNextFrom(): string | undefined {
  const record = useRecordContext();
  const lang = useLang();
  return record?.next_from ? formatPeriod(record.next_from, undefined, lang, PERIOD_ZONE) : undefined;
}

/** The site's default plan for its currency: what a new agent gets when none is chosen. */
export function DefaultPlanField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.is_default) return null;
  return <Chip size="small" color="primary" variant="outlined" label={translate('app.agents.plan.default')} />;
}

/**
 * A member of the record (`source`: the account, `idSource`: the id), linked to their page; `source` also
 * names the field, so a show layout labels it.
 */
export function MemberField(props: { source: string; idSource: string; label?: string }) {
  return <MemberLink idSource={props.idSource} accountSource={props.source} />;
}

/** The agent an applicant registered under, or a dash: approved, the applicant becomes their sub-agent. */
export function ParentAgentField(props: { source?: 'parent_agent_id'; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  if (record.parent_agent_id === null || record.parent_agent_id === undefined) return <>—</>;
  return <MemberLink idSource={props.source ?? 'parent_agent_id'} accountSource="parent_agent_account" />;
}

/** A plan's terms, a line each: how often, the tiers, what is deducted, negative periods, sub-agents. */
export function TermsSummary({ terms, currency }: { terms: AgentPlanTerms | undefined; currency: string }) {
  const translate = useTranslate();
  const lang = useLang();
  if (!terms) return null;
  const percent = (permille: number) => permilleAsPercent(permille, lang) ?? '—';
  const lines = [
    translate(`app.agents.period.${terms.period}`, { _: terms.period }),
    ...terms.tiers.map((tier) =>
      translate('app.agents.plan.tier_summary', {
        members: tier.active_members,
        net_result: formatMoney(tier.net_result, currency, lang),
        rate: percent(tier.rate_permille),
      }),
    ),
    translate('app.agents.plan.deductions_summary', {
      bonuses: percent(terms.bonus_share_permille),
      fees: percent(terms.fee_share_permille),
    }),
    translate(terms.carry_negative ? 'app.agents.plan.carried' : 'app.agents.plan.not_carried'),
    translate('app.agents.plan.sub_agent_summary', { share: percent(terms.sub_agent_permille) }),
  ];
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {lines.map((line, i) => (
        <Typography key={i} component="span" variant="body2" sx={i === 0 ? { fontWeight: 500 } : undefined}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
