import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { desktopTemplateChoices, mobileTemplateChoices } from './choices';
import { LinesInput } from './lines-input';
import { SectionForm } from './section-form';

/** Name, titles, the hosts the site answers on, its templates, demo mode and the games switch. */
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
    </SectionForm>
  );
}
