import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { ContentKind } from './content-kinds';
import { groupOf, resourceOf } from './content-kinds';
import { localeName } from './locale-names';
import { localesOf } from './site-helpers';
import { useSite, useSites } from '../shared/use-sites';

/**
 * Tabs take the list's width without widening it (width 0, at least 100%): a row of a dozen languages
 * scrolls instead of stretching the page past a phone's screen.
 */
function TabRow(props: { children: ReactNode }) {
  return <Box sx={{ width: 0, minWidth: '100%' }}>{props.children}</Box>;
}

/** The kinds of the screen's group (pop-ups and their frequency, footer and float bar, ...). */
export function KindTabs(props: { kind: ContentKind }) {
  const translate = useTranslate();
  const { kinds } = groupOf(props.kind);
  if (kinds.length < 2) return null;
  return (
    <TabRow>
      <Tabs
        value={props.kind}
        aria-label={translate('app.content.kind')}
        sx={{ px: 2, '& .MuiTab-root': { textTransform: 'none' } }}
      >
        {kinds.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={translate(`app.content.kinds.${kind}`)}
            component={Link}
            to={`/${resourceOf(kind)}`}
          />
        ))}
      </Tabs>
    </TabRow>
  );
}

/** The `all` filter value: entries written for every language (locale null). */
const EVERY = 'all';

/**
 * Language tabs over the list: everything, the entries for every language, then one tab per locale of
 * the chosen site (of every site when none is chosen).
 */
export function LanguageTabs() {
  const translate = useTranslate();
  const [consoleLocale = 'en'] = useLocaleState();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { sites } = useSites();
  const site = useSite(filterValues.site_id);
  const locales = localesOf(sites, site);
  const current = typeof filterValues.locale === 'string' ? filterValues.locale : '';
  const values = ['', EVERY, ...locales];
  const select = (value: string) => {
    const { locale: _dropped, ...others } = filterValues as Record<string, unknown>;
    setFilters(value ? { ...others, locale: value } : others, displayedFilters);
  };
  return (
    <TabRow>
      <Tabs
        value={values.includes(current) ? current : ''}
        onChange={(_, value: string) => select(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.content.fields.locale')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none' } }}
      >
        <Tab value="" label={translate('app.content.tabs.any')} />
        <Tab value={EVERY} label={translate('app.content.every_language')} />
        {locales.map((locale) => (
          <Tab key={locale} value={locale} label={localeName(locale, consoleLocale)} title={locale} />
        ))}
      </Tabs>
    </TabRow>
  );
}
