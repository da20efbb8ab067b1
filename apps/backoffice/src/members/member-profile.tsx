import { Grid } from '@mui/material';
import { Labeled, ReferenceField, TextField } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { MemberActions } from './member-actions';

const FIELDS = ['account', 'name', 'currency', 'phone', 'email', 'agent_account', 'registered_ip', 'last_login_ip'];

export function MemberProfile() {
  return (
    <>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Labeled source="id">
            <TextField source="id" />
          </Labeled>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Labeled source="site_id">
            <ReferenceField source="site_id" reference="sites" link={false} />
          </Labeled>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Labeled source="status">
            <StatusChip source="status" prefix="app.member_status" />
          </Labeled>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Labeled source="balance">
            <TextField source="balance" />
          </Labeled>
        </Grid>
        {FIELDS.map((source) => (
          <Grid key={source} size={{ xs: 12, sm: 6, md: 3 }}>
            <Labeled source={source}>
              <TextField source={source} emptyText="—" />
            </Labeled>
          </Grid>
        ))}
        {['registered_at', 'last_login_at'].map((source) => (
          <Grid key={source} size={{ xs: 12, sm: 6, md: 3 }}>
            <Labeled source={source}>
              <DateTimeField source={source} />
            </Labeled>
          </Grid>
        ))}
      </Grid>
      <MemberActions />
    </>
  );
}
