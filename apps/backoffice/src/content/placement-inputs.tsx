import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { H5_TEMPLATES } from '@playdeck/contract';
import { deviceChoices } from './content-choices';
import { localeLabel } from './locale-names';
import { localesOf, templatesOf } from './site-helpers';
import { useSite, useSites, zoneOf } from '../shared/use-sites';
import { isoToLocalInput, localInputToIso, zoneLabel } from '../shared/zoned-time';

const f = (name: string) => `app.content.fields.${name}`;

/** The choice standing for null: every language, every template (a select shows nothing for an empty value). */
const EVERY = '*';
const toChoice = (value: unknown) => (value === null || value === undefined || value === '' ? EVERY : value);
const fromChoice = (value: unknown) => (value === EVERY ? null : value);

/** Side by side rather than one per line. */
const INLINE = { fullWidth: false, sx: { minWidth: 220 } } as const;

// `validate={required()}` on a select marks it required and drops its empty choice; the check itself is
// the form's (the contract's schema, content-body.ts).

/** The entry's site: chosen when it is created, fixed afterwards (an entry never moves site). */
function SiteInput(props: { fixed: boolean }) {
  const { sites } = useSites();
  const choices = sites.map((s) => ({ id: s.id, name: s.name }));
  return (
    <SelectInput
      source="site_id"
      label={f('site_id')}
      choices={choices}
      translateChoice={false}
      disabled={props.fixed}
      validate={required()}
      {...INLINE}
      helperText={props.fixed ? 'app.content.help.site_fixed' : false}
    />
  );
}

/** "Every language" or one of the site's; an entry in a language replaces the every-language ones there. */
function LocaleInput() {
  const [consoleLocale = 'en'] = useLocaleState();
  const translate = useTranslate();
  const { sites } = useSites();
  const site = useSite(useWatch({ name: 'site_id' }));
  const current = useWatch({ name: 'locale' });
  const locales = localesOf(sites, site);
  if (typeof current === 'string' && current && !locales.includes(current)) locales.push(current);
  const choices = [
    { id: EVERY, name: translate('app.content.every_language') },
    ...locales.map((l) => ({ id: l, name: localeLabel(l, consoleLocale) })),
  ];
  return (
    <SelectInput
      source="locale"
      label={f('locale')}
      choices={choices}
      translateChoice={false}
      format={toChoice}
      parse={fromChoice}
      validate={required()}
      helperText="app.content.help.locale"
      {...INLINE}
    />
  );
}

/** Every template, or one: the site's own (when the sites API names them) and the H5 designs. */
function TemplateInput() {
  const translate = useTranslate();
  const site = useSite(useWatch({ name: 'site_id' }));
  const current = useWatch({ name: 'template' });
  const known = [...new Set([...templatesOf(site), ...H5_TEMPLATES, ...(current ? [String(current)] : [])])];
  if (templatesOf(site).length === 0)
    return (
      <TextInput
        source="template"
        label={f('template')}
        format={(v) => v ?? ''}
        helperText="app.content.help.template"
        {...INLINE}
      />
    );
  return (
    <SelectInput
      source="template"
      label={f('template')}
      choices={[
        { id: EVERY, name: translate('app.content.every_template') },
        ...known.map((t) => ({ id: t, name: t })),
      ]}
      translateChoice={false}
      format={toChoice}
      parse={fromChoice}
      validate={required()}
      {...INLINE}
    />
  );
}

/** The publish window, entered in the site's zone (or the operator's) and sent with its offset. */
function WindowInputs() {
  const translate = useTranslate();
  const zone = zoneOf(useSite(useWatch({ name: 'site_id' })));
  const format = (v: unknown) => isoToLocalInput(v, zone);
  const parse = (v: string) => localInputToIso(v, zone);
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
        {translate('app.content.help.window', { zone: zoneLabel(zone) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateTimeInput source="starts_at" label={f('starts_at')} format={format} parse={parse} {...INLINE} />
        <DateTimeInput source="ends_at" label={f('ends_at')} format={format} parse={parse} {...INLINE} />
      </Box>
    </>
  );
}

/** Where, for whom and when an entry shows: the columns every kind shares. */
export function PlacementInputs(props: { mode: 'create' | 'edit' }) {
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SiteInput fixed={props.mode === 'edit'} />
        <LocaleInput />
        <TemplateInput />
        <SelectInput source="device" label={f('device')} choices={deviceChoices} validate={required()} {...INLINE} />
        <NumberInput source="sort" label={f('sort')} step={1} helperText="app.content.help.sort" {...INLINE} />
      </Box>
      <BooleanInput source="active" label={f('active')} />
      <WindowInputs />
    </Box>
  );
}
