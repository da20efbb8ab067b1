import { Box, Card, CardContent, Typography } from '@mui/material';
import type { AgentPlanTerms } from '@playdeck/contract';
import { EditButton, Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FixedIdentity } from '../shared/fixed-identity';
import { DefaultPlanField, TermsSummary, useNextFrom } from './agent-fields';

function TermsCard(props: { title: string; terms: unknown; currency: string }) {
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {props.title}
        </Typography>
        <TermsSummary terms={props.terms as AgentPlanTerms} currency={props.currency} />
      </CardContent>
    </Card>
  );
}

function PlanDetails() {
  const record = useRecordContext();
  const translate = useTranslate();
  const date = useNextFrom();
  if (!record) return null;
  return (
    <CardContent>
      <FixedIdentity />
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Labeled source="name">
          <Typography variant="body2">{record.name}</Typography>
        </Labeled>
        <Labeled source="agents">
          <Typography variant="body2">{record.agents}</Typography>
        </Labeled>
        <DefaultPlanField />
      </Box>
      <TermsCard title={translate('app.agents.plan.running_terms')} terms={record.terms} currency={record.currency} />
      {record.next_terms && (
        <TermsCard
          title={translate('app.agents.plan.next_terms_on', { date })}
          terms={record.next_terms}
          currency={record.currency}
        />
      )}
    </CardContent>
  );
}

/** "Commission plan: Standard revenue share". */
function PlanTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('app.agents.plan.title', { name: record.name })}</>;
}

function PlanShowActions() {
  return (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  );
}

/** A plan as those who may not change it read it: its terms now, and the ones saved for later. */
export function PlanShow() {
  return (
    <Show title={<PlanTitle />} actions={<PlanShowActions />}>
      <PlanDetails />
    </Show>
  );
}
