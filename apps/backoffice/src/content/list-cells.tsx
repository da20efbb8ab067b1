import { Chip, Stack, TextField, Typography } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { errorStatus } from '../api/http-client';
import { htmlLang } from '../i18n/i18n-provider';
import { useErrorMessage } from '../shared/use-error-message';
import type { ContentKind } from './content-kinds';
import { PICTURE_FIELD, dataAt } from './content-kinds';
import { entryTitle } from './entry-title';
import { localeName } from './locale-names';
import { PictureThumb } from './picture-input';
import { useSite, zoneOf } from '../shared/use-sites';

export function ThumbCell(props: { kind: ContentKind }) {
  const record = useRecordContext();
  const field = PICTURE_FIELD[props.kind];
  return field ? <PictureThumb src={dataAt(record?.data, field)} height={40} /> : null;
}

/** What names an entry: its title, or a kind's coded fields in words. */
export function TitleCell(props: { kind: ContentKind }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {entryTitle(props.kind, record?.data as Record<string, unknown> | undefined, translate)}
    </Typography>
  );
}

export function LocaleCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [consoleLocale = 'en'] = useLocaleState();
  const locale = record?.locale;
  if (typeof locale !== 'string') return <>{translate('app.content.every_language')}</>;
  return <span title={locale}>{localeName(locale, consoleLocale)}</span>;
}

const COLOURS: Record<string, ChipProps['color']> = {
  live: 'success',
  scheduled: 'warning',
  ended: 'default',
  inactive: 'default',
};

/** Showing now, not yet, over, or switched off; with the window in the site's zone. */
export function ScheduleCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [consoleLocale = 'en'] = useLocaleState();
  const zone = zoneOf(useSite(record?.site_id));
  const status = String(record?.status ?? '');
  const when = (iso: unknown) =>
    typeof iso === 'string' && iso
      ? new Intl.DateTimeFormat(htmlLang(consoleLocale), {
          dateStyle: 'short',
          timeStyle: 'short',
          timeZone: zone,
        }).format(new Date(iso))
      : '…';
  const span = record?.starts_at || record?.ends_at ? `${when(record?.starts_at)} – ${when(record?.ends_at)}` : '';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {status && (
        <Chip size="small" color={COLOURS[status] ?? 'default'} label={translate(`app.content.status.${status}`)} />
      )}
      {span && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {span}
        </Typography>
      )}
    </Stack>
  );
}

/** The order number, changed in place (Enter or leaving the field saves it, with the version read). */
export function SortCell() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [update, { isPending }] = useUpdate();
  const [draft, setDraft] = useState<string>();
  if (!record) return null;
  const shown = draft ?? String(record.sort ?? 0);
  const save = () => {
    if (draft === undefined || draft === String(record.sort) || !/^-?\d+$/.test(draft)) return setDraft(undefined);
    update(
      resource,
      { id: record.id, data: { version: record.version, sort: Number(draft) }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => setDraft(undefined),
        onError: (error) => {
          setDraft(undefined);
          notify(errorStatus(error) === 409 ? 'app.content.conflict' : errorMessage(error), { type: 'error' });
        },
      },
    );
  };
  return (
    <TextField
      size="small"
      type="number"
      value={shown}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      slotProps={{ htmlInput: { 'aria-label': translate('app.content.sort_of', { id: record.id }), step: 1 } }}
      sx={{ width: 90 }}
    />
  );
}
