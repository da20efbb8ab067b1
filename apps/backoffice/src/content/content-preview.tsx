import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ContentKind } from './content-kinds';
import { PICTURE_FIELD, dataAt, htmlFieldOf, memberPath } from './content-kinds';
import { entryTitle } from './entry-title';
import { PictureThumb } from './picture-input';
import { previewHtml } from '../shared/preview-html';
import { memberSiteUrl } from './site-helpers';
import { useSite } from '../shared/use-sites';

/** Authored HTML as the member site shows it, after the cleaning the server will apply. */
function HtmlPreview(props: { html: unknown }) {
  const clean = useMemo(() => previewHtml(typeof props.html === 'string' ? props.html : ''), [props.html]);
  return (
    <Box
      className="content-html-preview"
      aria-live="polite"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        maxHeight: 420,
        overflow: 'auto',
        bgcolor: 'background.default',
        '& img': { maxWidth: '100%', height: 'auto' },
        '& h1, & h2, & h3': { mt: 1, mb: 1, lineHeight: 1.3 },
        '& p': { my: 1 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
      }}
      // The text went through the same allow-list as on the server; the console's CSP blocks inline script too.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** "View on site": the page of the member site that shows the entry (once it is saved). */
function ViewOnSite(props: { kind: ContentKind }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const site = useSite(record?.site_id);
  // Only a saved entry has a page to look at.
  const path = record?.id !== undefined ? memberPath(props.kind, record) : undefined;
  const href = path && memberSiteUrl(site, path);
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {translate('app.content.view_on_site')}
      <OpenInNewIcon fontSize="small" />
    </Link>
  );
}

/** What the member site will show of the entry, as the operator types (read-only). */
export function ContentPreview(props: { kind: ContentKind }) {
  const { kind } = props;
  const translate = useTranslate();
  const data = useWatch({ name: 'data' }) as Record<string, unknown> | undefined;
  const pictureField = PICTURE_FIELD[kind];
  const htmlField = htmlFieldOf(kind);
  const title = entryTitle(kind, data, translate);
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.content.preview')}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {translate('app.content.preview')}
          </Typography>
          <ViewOnSite kind={kind} />
        </Stack>
        {pictureField && (
          <Box sx={{ mb: 2 }}>
            <PictureThumb src={dataAt(data, pictureField)} height={kind === 'banner' ? 140 : 160} alt={title} />
          </Box>
        )}
        {title !== '' && (
          <Typography variant={htmlField ? 'h6' : 'body1'} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        )}
        {typeof data?.summary === 'string' && data.summary && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.summary}
          </Typography>
        )}
        {typeof data?.url === 'string' && data.url && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            → {data.url}
          </Typography>
        )}
        {htmlField && <HtmlPreview html={data?.[htmlField]} />}
        {!(pictureField && dataAt(data, pictureField)) && !htmlField && !title && !data?.url && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.content.no_preview')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
