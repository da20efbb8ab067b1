import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { rawBody } from './raw-body';
import { callbackProblemChoices } from './payment-choices';
import { MonoField } from '../shared/mono-field';

const filters = [
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="problem" source="problem" choices={callbackProblemChoices} alwaysOn />,
];

const MONO = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

/** The body's first line, cut short: the whole of it is in the row's expansion. */
function BodyPreview() {
  const record = useRecordContext();
  const body = typeof record?.body === 'string' ? record.body : '';
  return (
    <Box
      component="span"
      sx={{
        ...MONO,
        display: 'block',
        maxWidth: 320,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {body.replace(/\s+/g, ' ')}
    </Box>
  );
}

/** The whole body as it arrived (indented when it is JSON), in a monospace block. */
function BodyPanel() {
  const record = useRecordContext();
  return (
    <Box
      component="pre"
      sx={{
        ...MONO,
        m: 0,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {rawBody(record?.body)}
    </Box>
  );
}

/** None refused: said plainly, since it is good news. */
function NoProblems() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="body1">{translate('app.payments.callbacks_empty')}</Typography>
      </CardContent>
    </Card>
  );
}

/** What the gateway sent that was refused or matched no order: read-only, for finance to look into. */
export function CallbackList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25} empty={<NoProblems />}>
      <DataTable bulkActionButtons={false} rowClick="expand" expand={<BodyPanel />}>
        <DataTable.Col source="id" />
        <DataTable.Col source="received_at" disableSort>
          <DateTimeField source="received_at" />
        </DataTable.Col>
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="problem" disableSort>
          <StatusChip source="problem" prefix="app.payments.problem" color="error" />
        </DataTable.Col>
        <DataTable.Col source="reference" disableSort>
          <MonoField source="reference" />
        </DataTable.Col>
        <DataTable.Col source="detail" disableSort>
          <TextField source="detail" />
        </DataTable.Col>
        <DataTable.Col source="body" disableSort>
          <BodyPreview />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
