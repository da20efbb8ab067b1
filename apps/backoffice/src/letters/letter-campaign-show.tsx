import { FunctionField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { LetterCampaignCancel } from './letter-campaign-cancel';

/** One campaign: its audience, titles per language, status and counts. */
export function LetterCampaignShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <LetterCampaignCancel />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <FunctionField
          source="titles"
          render={(r) =>
            Object.entries(r.titles ?? {})
              .map(([locale, title]) => `${locale}: ${String(title)}`)
              .join(' · ')
          }
        />
        <FunctionField source="audience" render={(r) => JSON.stringify(r.audience)} />
        <StatusChip source="status" prefix="app.campaign_status" />
        <DateTimeField source="send_at" />
        <DateTimeField source="sent_at" />
        <NumberField source="delivered" />
        <NumberField source="read" />
        <TextField source="created_by" />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  );
}
