import { Box } from '@mui/material';
import { ArrayInput, RadioButtonGroupInput, SimpleFormIterator, TextInput } from 'react-admin';
import { linkMethodChoices } from '../content-choices';
import { ContentHtmlInput } from './content-html-input';
import { PictureInput } from '../picture-input';
import { uploadedUrl } from '../upload';

const f = (name: string) => `app.content.fields.${name}`;

/** A picture field of one size (`main` of the upload). */
function OnePicture(props: { source: string; label: string; purpose?: 'picture' | 'icon' }) {
  return (
    <PictureInput
      source={props.source}
      label={f(props.label)}
      purpose={props.purpose ?? 'picture'}
      pick={(reply) => uploadedUrl(reply)}
    />
  );
}

/** A button of the floating bar. */
export function FloatInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="data.title" label={f('title')} fullWidth />
      <OnePicture source="data.icon" label="icon" purpose="icon" />
      <TextInput source="data.url" label={f('url')} fullWidth helperText="app.content.help.url_or_path" />
      <RadioButtonGroupInput source="data.link_method" label={f('link_method')} choices={linkMethodChoices} />
    </Box>
  );
}

/** A template's advertisement picture and where it leads. */
export function AdInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <OnePicture source="data.photo" label="photo" />
      <TextInput source="data.title" label={f('title')} fullWidth />
      <TextInput source="data.url" label={f('url')} fullWidth helperText="app.content.help.optional_url_or_path" />
      <RadioButtonGroupInput source="data.link_method" label={f('link_method')} choices={linkMethodChoices} />
      <TextInput source="data.position" label={f('position')} helperText="app.content.help.position" />
    </Box>
  );
}

export function SponsorInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="data.name" label={f('name')} fullWidth />
      <OnePicture source="data.photo" label="photo" />
      <TextInput source="data.description" label={f('description')} fullWidth multiline minRows={3} />
      <TextInput source="data.url" label={f('url')} fullWidth helperText="app.content.help.optional_http_url" />
    </Box>
  );
}

/** The side of the login page: a title, some HTML and up to ten pictures. */
export function LoginInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="data.title" label={f('title')} fullWidth />
      <ContentHtmlInput />
      <ArrayInput source="data.photos" label={f('photos')}>
        <SimpleFormIterator fullWidth>
          <OnePicture source="photo" label="photo" />
          <TextInput source="title" label={f('title')} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

export function RegisterBackgroundInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <OnePicture source="data.photo" label="photo" />
    </Box>
  );
}
