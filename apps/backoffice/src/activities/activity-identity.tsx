import { FunctionField, ReferenceField, SimpleShowLayout, TextField } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { StatusChip } from '../shared/status-chip';

/** Texts per language, "en_US: Lucky drop · zh_CN: 幸运红包". */
export const textsLine = (texts: unknown) =>
  Object.entries((texts ?? {}) as Record<string, string>)
    .map(([locale, text]) => `${locale}: ${text}`)
    .join(' · ');

/** What a drop and a wheel both show first: which one, its titles, where it stands, its site and currency. */
export function ActivityIdentity() {
  return (
    <SimpleShowLayout sx={{ flex: '1 1 360px' }}>
      <TextField source="id" />
      <FunctionField source="titles" render={(r: RaRecord) => textsLine(r.titles)} />
      <StatusChip source="status" prefix="app.activities.status" />
      <ReferenceField source="site_id" reference="sites" link={false} />
      <TextField source="currency" />
    </SimpleShowLayout>
  );
}
