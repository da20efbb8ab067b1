import { ANALYTICS_TAGS } from '@playdeck/contract';
import type { AnalyticsTag } from '@playdeck/contract';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Divider, Typography } from '@mui/material';
import { localeLabel } from './choices';
import { SectionForm } from './section-form';

const PLACEHOLDERS: Record<AnalyticsTag, string> = {
  web_analytics: 'G-AB12CD34EF',
  tag_manager: 'GTM-AB12CD3',
  session_recorder: 'ab12cd34ef',
  ad_pixel: '123456789012345',
};

function TagInputs(props: { tag: AnalyticsTag; domains: string[] }) {
  const translate = useTranslate();
  const base = `analytics.tags.${props.tag}`;
  const name = translate(`app.sites.analytics.${props.tag}`);
  return (
    <>
      <Divider />
      {/* The switch is named by its tag, the id by both: each reads on its own to a screen reader. */}
      <BooleanInput source={`${base}.on`} label={name} />
      <TextInput
        source={`${base}.id`}
        label={translate('app.sites.analytics.id_of', { tag: name })}
        placeholder={PLACEHOLDERS[props.tag]}
        helperText={`app.sites.help.analytics_${props.tag}`}
      />
      {props.domains.length > 1 && (
        <ArrayInput source={`${base}.domain_ids`} label="app.sites.analytics.domain_ids">
          <SimpleFormIterator inline disableReordering>
            <SelectInput
              source="domain"
              label="app.sites.analytics.domain"
              choices={props.domains.map((d) => ({ id: d, name: d }))}
            />
            <TextInput source="id" label="app.sites.analytics.id" placeholder={PLACEHOLDERS[props.tag]} />
          </SimpleFormIterator>
        </ArrayInput>
      )}
    </>
  );
}

/**
 * The site's analytics tags, each behind its own switch, with an own id for a domain that reports
 * apart, and the languages whose pages send tracking events. Pages load them in production only.
 */
export function AnalyticsTab() {
  const record = useRecordContext<{ domains?: string[]; locales?: string[] }>();
  const translate = useTranslate();
  const locales = (record?.locales ?? []).map((id) => ({ id, name: localeLabel(id) }));
  return (
    <SectionForm section="analytics">
      <Typography variant="body2" color="text.secondary">
        {translate('app.sites.help.analytics')}
      </Typography>
      {ANALYTICS_TAGS.map((tag) => (
        <TagInputs key={tag} tag={tag} domains={record?.domains ?? []} />
      ))}
      <Divider />
      <CheckboxGroupInput
        source="analytics.event_locales"
        label="app.sites.analytics.event_locales"
        choices={locales}
        helperText="app.sites.help.analytics_event_locales"
      />
    </SectionForm>
  );
}
