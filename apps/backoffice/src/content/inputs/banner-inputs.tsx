import { Box, Stack } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BannerPictureInput } from '../banner-picture-input';
import { linkMethodChoices, linkTypeChoices, useTypeChoices } from '../content-choices';

const f = (name: string) => `app.content.fields.${name}`;

/** Where a banner leads: an address outside, a page of the site, or a game. */
function BannerLinkInputs() {
  const linkType = Number(useWatch({ name: 'data.link_type' }));
  if (linkType === 2)
    return (
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="data.game_link_parameter.gp_id" label={f('gp_id')} />
        <NumberInput source="data.game_link_parameter.gt_id" label={f('gt_id')} min={2} max={9} step={1} />
        <TextInput source="data.game_link_parameter.currency" label={f('currency')} />
        <TextInput source="data.game_link_parameter.gp_gt_name" label={f('gp_gt_name')} />
        <TextInput source="data.game_link_parameter.customized" label={f('customized')} />
      </Stack>
    );
  return (
    <TextInput
      source="data.link_url"
      label={f('link_url')}
      fullWidth
      helperText={linkType === 0 ? 'app.content.help.http_url' : 'app.content.help.site_path'}
    />
  );
}

/** A carousel picture: its use type picks the size the member site shows. */
export function BannerInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput
        source="data.use_type"
        label={f('use_type')}
        choices={useTypeChoices}
        helperText="app.content.help.use_type"
        validate={required()}
      />
      <BannerPictureInput />
      <TextInput source="data.title" label={f('title')} fullWidth helperText="app.content.help.banner_title" />
      <RadioButtonGroupInput source="data.link_type" label={f('link_type')} choices={linkTypeChoices} />
      <BannerLinkInputs />
      <RadioButtonGroupInput source="data.link_method" label={f('link_method')} choices={linkMethodChoices} />
    </Box>
  );
}
