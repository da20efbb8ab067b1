import { useState } from 'react';
import type { ReactNode } from 'react';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { Box, Tab, Tabs } from '@mui/material';
import { AnalyticsTab } from './analytics-tab';
import { BlockedTab } from './blocked-tab';
import { CustomerServiceTab } from './customer-service-tab';
import { GeneralTab } from './general-tab';
import { LanguagesTab } from './languages-tab';
import { MembersTab } from './members-tab';
import { RegistrationTab } from './registration-tab';
import { RouteRulesTab } from './route-rules-tab';
import { useSettingsSaveError } from './use-settings-save-error';

const TABS: [string, () => ReactNode][] = [
  ['general', GeneralTab],
  ['languages', LanguagesTab],
  ['customer', CustomerServiceTab],
  ['registration', RegistrationTab],
  ['routes', RouteRulesTab],
  ['blocked', BlockedTab],
  ['members', MembersTab],
  ['analytics', AnalyticsTab],
];

function SiteTitle() {
  const record = useRecordContext<{ name?: string }>();
  const translate = useTranslate();
  return <>{translate('app.sites.title', { name: record?.name ?? '' })}</>;
}

/** Every panel stays mounted while hidden, so what was typed in one tab survives a visit to another. */
function SettingsTabs() {
  const translate = useTranslate();
  const [tab, setTab] = useState('general');
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: string) => setTab(value)} variant="scrollable">
        {TABS.map(([id]) => (
          <Tab key={id} value={id} label={translate(`app.sites.tabs.${id}`)} id={`site-tab-${id}`} />
        ))}
      </Tabs>
      {TABS.map(([id, Panel]) => (
        <Box key={id} role="tabpanel" hidden={tab !== id} aria-labelledby={`site-tab-${id}`}>
          <Panel />
        </Box>
      ))}
    </Box>
  );
}

/**
 * A site's settings, for its owner (sites.manage). Pessimistic: the server checks the version and
 * audits each tab's save before the console shows it; a 409 keeps what was typed.
 */
export function SiteSettingsEdit() {
  const onError = useSettingsSaveError();
  return (
    <Edit title={<SiteTitle />} mutationMode="pessimistic" redirect={false} mutationOptions={{ onError }}>
      <SettingsTabs />
    </Edit>
  );
}
