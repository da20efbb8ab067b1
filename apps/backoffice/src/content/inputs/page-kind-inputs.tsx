import { Box } from '@mui/material';
import { NumberInput, SelectArrayInput, SelectInput, TextInput, required } from 'react-admin';
import { articleKindChoices, h5Choices, homeSectionChoices } from '../content-choices';
import { ContentHtmlInput } from './content-html-input';
import { PictureInput } from '../picture-input';
import { uploadedUrl } from '../upload';

const f = (name: string) => `app.content.fields.${name}`;

/** A mobile template's layout: which H5 design, its home sections in order, the banner pace. */
export function TemplateConfigInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput source="data.h5" label={f('h5')} choices={h5Choices} translateChoice={false} validate={required()} />
      <SelectArrayInput
        source="data.home_sections"
        label={f('home_sections')}
        choices={homeSectionChoices}
        helperText="app.content.help.home_sections"
        fullWidth
      />
      <NumberInput source="data.banner_interval" label={f('banner_interval')} min={2} max={60} step={1} />
    </Box>
  );
}

/** A site-information page (footer "about" links) or a FAQ answer. */
export function ArticleInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput
        source="data.article_kind"
        label={f('article_kind')}
        choices={articleKindChoices}
        validate={required()}
      />
      <TextInput source="data.title" label={f('title')} fullWidth />
      <ContentHtmlInput />
    </Box>
  );
}

/** A promotion: its card (title, summary, picture, category tab) and its page (HTML). */
export function PromotionInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="data.title" label={f('title')} fullWidth />
      <TextInput source="data.summary" label={f('summary')} fullWidth multiline minRows={2} />
      <PictureInput source="data.photo" label={f('photo')} purpose="picture" pick={(reply) => uploadedUrl(reply)} />
      <TextInput source="data.category" label={f('category')} helperText="app.content.help.category" />
      <ContentHtmlInput />
    </Box>
  );
}
