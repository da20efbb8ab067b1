import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  useGetOne,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { newRequestId } from '../shared/request-id';
import { HtmlInput } from '../shared/html-input';
import { audienceKindChoices } from '../shared/choices';
import { SiteTimeInput } from '../shared/site-time-input';

/** The body of POST /api/admin/letter-campaigns; languages left without a title are not sent. */
export const campaignBody = (values: FieldValues, requestId: string) => {
  const versions = Object.fromEntries(
    Object.entries((values.versions ?? {}) as Record<string, { title?: string; content?: string }>)
      .filter(([, v]) => v?.title?.trim())
      .map(([locale, v]) => [locale, { title: v.title!.trim(), content: v.content ?? '' }]),
  );
  const kind = values.audience_kind;
  const audience =
    kind === 'member'
      ? { kind, member_id: Number(values.member_id) }
      : kind === 'accounts'
        ? {
            kind,
            accounts: String(values.accounts ?? '')
              .split(/[\s,]+/)
              .filter(Boolean),
          }
        : kind === 'grade'
          ? { kind, grade: String(values.grade ?? '').trim() }
          : { kind, currency: values.currency };
  return {
    site_id: Number(values.site_id),
    versions,
    audience,
    ...(values.send_at ? { send_at: values.send_at } : {}),
    request_id: requestId,
  };
};

function AudienceInput({ site }: { site?: { currencies?: string[] } }) {
  const kind = useWatch({ name: 'audience_kind' });
  if (kind === 'member') return <NumberInput source="member_id" validate={required()} />;
  if (kind === 'accounts')
    return (
      <TextInput
        source="accounts"
        multiline
        minRows={3}
        validate={required()}
        helperText="app.letter_campaign.accounts_help"
      />
    );
  if (kind === 'grade') return <TextInput source="grade" validate={[required(), maxLength(50)]} />;
  const currencies = (site?.currencies ?? []).map((c) => ({ id: c, name: c }));
  return <SelectInput source="currency" choices={currencies} translateChoice={false} validate={required()} />;
}

/** One tab per language of the site (its default first); content is HTML, cleaned by the server. */
function VersionTabs({ site }: { site?: { locales?: string[] } }) {
  const [tab, setTab] = useState(0);
  const locales = site?.locales ?? [];
  if (!locales.length) return null;
  const current = Math.min(tab, locales.length - 1);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={current} onChange={(_, value: number) => setTab(value)} variant="scrollable">
        {locales.map((locale) => (
          <Tab key={locale} label={locale} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {locales.map((locale, i) => (
        <Box key={locale} hidden={i !== current} sx={{ pt: 2 }}>
          <TextInput
            source={`versions.${locale}.title`}
            label="resources.letter-campaigns.fields.title"
            validate={maxLength(200)}
            fullWidth
          />
          <HtmlInput
            source={`versions.${locale}.content`}
            label="resources.letter-campaigns.fields.content"
            validate={maxLength(20_000)}
            helperText="app.letter_campaign.content_help"
          />
        </Box>
      ))}
    </Box>
  );
}

function CampaignInputs() {
  const siteId = useWatch({ name: 'site_id' });
  const { data: site } = useGetOne('sites', { id: siteId }, { enabled: Boolean(siteId) });
  return (
    <>
      <ReferenceInput source="site_id" reference="sites">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <SelectInput source="audience_kind" choices={audienceKindChoices} validate={required()} />
      <AudienceInput site={site} />
      <SiteTimeInput source="send_at" hint="app.letter_campaign.send_at_help" />
      <VersionTabs site={site} />
    </>
  );
}

/** Writes a letter to one member, some accounts, a grade or a currency, now or at a chosen time. */
export function LetterCampaignCreate() {
  const [requestId] = useState(newRequestId);
  return (
    <Create redirect="show" transform={(values) => campaignBody(values, requestId)}>
      <SimpleForm defaultValues={{ audience_kind: 'member' }}>
        <CampaignInputs />
      </SimpleForm>
    </Create>
  );
}
