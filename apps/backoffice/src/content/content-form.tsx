import { Box, Divider, Grid, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useMemo } from 'react';
import { SimpleForm, useTranslate } from 'react-admin';
import { contentValidator } from './content-body';
import type { ContentKind } from './content-kinds';
import { ContentPreview } from './content-preview';
import { KIND_INPUTS } from './inputs/kind-inputs';
import { PlacementInputs } from './placement-inputs';

// A refetch of the record (after a 409, "load the latest") keeps what the operator changed and takes the
// rest, the version included, from the server.
const KEEP_OPERATOR_INPUT = { keepDirtyValues: true };

/**
 * An entry's form: the kind's fields, then where and when it shows; the preview beside them. It is
 * checked with the contract's schemas (the server's own rules) before anything is sent.
 */
export function ContentForm(props: { kind: ContentKind; mode: 'create' | 'edit'; toolbar?: ReactElement }) {
  const { kind, mode, toolbar } = props;
  const translate = useTranslate();
  const validate = useMemo(() => contentValidator(kind, mode), [kind, mode]);
  const Inputs = KIND_INPUTS[kind];
  return (
    <SimpleForm validate={validate} toolbar={toolbar} resetOptions={KEEP_OPERATOR_INPUT}>
      <Grid container spacing={3} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {translate(`app.content.kinds.${kind}`)}
          </Typography>
          <Inputs />
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {translate('app.content.placement')}
          </Typography>
          <PlacementInputs mode={mode} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
            <ContentPreview kind={kind} />
          </Box>
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
