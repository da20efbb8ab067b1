import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { statusChoices } from './choices';
import { LinesInput } from './lines-input';
import { SectionForm } from './section-form';

/** Server route rules: a path (or a prefix ending in /**) redirected on the next page request. */
export function RouteRulesTab() {
  const translate = useTranslate();
  return (
    <SectionForm section="routes">
      <Typography variant="body2" color="text.secondary">
        {translate('app.sites.help.route_rules')}
      </Typography>
      <ArrayInput source="route_rules">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="path" label="resources.site-settings.fields.path" placeholder="/promo" />
          <TextInput
            source="redirect"
            label="resources.site-settings.fields.redirect"
            placeholder="/discount"
            sx={{ minWidth: 360 }}
          />
          <SelectInput
            source="status"
            label="resources.site-settings.fields.status"
            choices={statusChoices}
            emptyText="app.sites.status.default"
          />
        </SimpleFormIterator>
      </ArrayInput>
      <LinesInput source="redirect_hosts" helperText="app.sites.help.redirect_hosts" />
    </SectionForm>
  );
}
