import { Box } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, TextInput, required } from 'react-admin';
import { flagChoices, frequencyChoices, locationChoices, mobileFooterTabChoices } from '../content-choices';
import { ContentHtmlInput } from './content-html-input';

const f = (name: string) => `app.content.fields.${name}`;

/** The marquee line: plain text, shown to visitors, members or both. */
const categoryChoices = [
  { id: 'marquee', name: 'app.content.announcement_category.marquee' },
  { id: 'bank', name: 'app.content.announcement_category.bank' },
];

export function AnnouncementInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <RadioButtonGroupInput source="data.category" label={f('category')} choices={categoryChoices} />
      <TextInput source="data.title" label={f('title')} fullWidth helperText="app.content.help.announcement_title" />
      <TextInput
        source="data.content"
        label={f('content')}
        fullWidth
        multiline
        minRows={2}
        helperText="app.content.help.plain"
      />
      <RadioButtonGroupInput
        source="data.display_before_login"
        label={f('display_before_login')}
        choices={flagChoices}
      />
      <RadioButtonGroupInput source="data.display_after_login" label={f('display_after_login')} choices={flagChoices} />
    </Box>
  );
}

/** A promotion pop-up: a headline in the list, its HTML when opened, and the page it pops up on. */
export function BulletinInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="data.display_content" label={f('display_content')} fullWidth />
      <SelectInput source="data.location" label={f('location')} choices={locationChoices} validate={required()} />
      <ContentHtmlInput />
    </Box>
  );
}

/** How often the pop-ups of one location open. */
export function BulletinSettingInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput source="data.location" label={f('location')} choices={locationChoices} validate={required()} />
      <RadioButtonGroupInput
        source="data.display_frequency"
        label={f('display_frequency')}
        choices={frequencyChoices}
        row={false}
      />
    </Box>
  );
}

/** A footer link: an address outside, or a site-information or FAQ page (/main/3, /faq/2). */
export function FooterInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="data.title" label={f('title')} fullWidth />
      <TextInput source="data.url" label={f('url')} fullWidth helperText="app.content.help.footer_url" />
      <TextInput source="data.group" label={f('group')} helperText="app.content.help.footer_group" />
    </Box>
  );
}

/** A tab of the mobile footer bar. */
export function MobileFooterInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput source="data.tab" label={f('tab')} choices={mobileFooterTabChoices} validate={required()} />
      <TextInput source="data.title" label={f('title')} fullWidth helperText="app.content.help.tab_title" />
      <TextInput source="data.url" label={f('url')} fullWidth helperText="app.content.help.optional_http_url" />
    </Box>
  );
}
