import { AutocompleteInput, BooleanInput, SelectInput, TextInput } from 'react-admin';
import { desktopTemplateChoices, mobileTemplateChoices, timeZoneChoices } from './choices';
import { LinesInput } from './lines-input';
import { SectionForm } from './section-form';

/** Name, titles, the hosts the site answers on, its templates, demo mode, the games switch and its clock. */
export function GeneralTab() {
  return (
    <SectionForm section="general">
      <TextInput source="name" />
      <TextInput source="title" />
      <TextInput source="title_en" />
      <LinesInput source="domains" helperText="app.sites.help.domains" />
      <SelectInput source="template_name" choices={desktopTemplateChoices} translateChoice={false} />
      <SelectInput source="mobile_template_name" choices={mobileTemplateChoices} translateChoice={false} />
      <BooleanInput source="is_demo" helperText="app.sites.help.is_demo" />
      <BooleanInput source="games_closed" helperText="app.sites.help.games_closed" />
      <AutocompleteInput
        source="time_zone"
        choices={timeZoneChoices}
        translateChoice={false}
        disableClearable
        helperText="app.sites.help.time_zone"
      />
    </SectionForm>
  );
}
