import { Box } from '@mui/material';
import { Labeled, ReferenceField, TextField } from 'react-admin';
import { CodeField } from './code-field';

/** What a saved record keeps for good: its site and currency (and a channel's kind), shown, not edited. */
export function FixedIdentity({ kind = false }: { kind?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 1 }}>
      <Labeled source="site_id">
        <ReferenceField source="site_id" reference="sites" link={false} />
      </Labeled>
      <Labeled source="currency">
        <TextField source="currency" />
      </Labeled>
      {kind && (
        <Labeled source="kind">
          <CodeField source="kind" prefix="app.payments.channel_kind" />
        </Labeled>
      )}
    </Box>
  );
}
