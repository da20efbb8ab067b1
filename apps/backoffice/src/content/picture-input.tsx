import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Button, TextInput, useDataProvider, useNotify, useTranslate, useWrappedSource } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PlaydeckDataProvider } from '../api/types';
import { useErrorMessage } from '../shared/use-error-message';
import type { UploadedImage } from './types';
import type { UploadPurpose } from './content-kinds';
import { MAX_PICTURE_BYTES, PICTURE_TYPES, pictureProblem } from './upload';

/** Whether the console may show a picture: its CSP loads images from this origin only. */
export function previewable(src: unknown): src is string {
  if (typeof src !== 'string' || src === '') return false;
  try {
    return new URL(src, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A small picture, or a note when it is at another address (not loaded here). */
export function PictureThumb(props: { src: unknown; height?: number; alt?: string }) {
  const translate = useTranslate();
  if (typeof props.src !== 'string' || props.src === '') return null;
  if (!previewable(props.src))
    return <Typography variant="caption">{translate('app.content.upload.outside_address')}</Typography>;
  return (
    <Box
      component="img"
      src={props.src}
      alt={props.alt ?? ''}
      sx={{ height: props.height ?? 48, maxWidth: '100%', objectFit: 'contain', borderRadius: 0.5, display: 'block' }}
    />
  );
}

interface PictureInputProps {
  source: string;
  purpose: UploadPurpose;
  label: string;
  /** What goes into the field from the upload's reply; the whole reply is passed on too. */
  pick: (reply: UploadedImage) => string | undefined;
  onUploaded?: (reply: UploadedImage) => void;
}

/**
 * A picture: paste an address (a path on this site or an http(s) address), or upload a file, which the
 * server checks, resizes and stores; its address then fills the field.
 */
export function PictureInput(props: PictureInputProps) {
  const { source, purpose, label, pick, onUploaded } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { setValue } = useFormContext();
  // Inside a list of pictures (login photos) the field's name is relative to its item.
  const field = useWrappedSource(source);
  const siteId = useWatch({ name: 'site_id' });
  const value = useWatch({ name: field });
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const problem = pictureProblem(file);
    if (problem) return notify(problem, { type: 'error', messageArgs: { max: MAX_PICTURE_BYTES / 1024 / 1024 } });
    if (!siteId) return notify('app.content.upload.choose_site', { type: 'error' });
    setBusy(true);
    try {
      const { data } = await dataProvider.uploadContentImage({ site_id: Number(siteId), purpose, file });
      const url = pick(data);
      if (url) setValue(field, url, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
      onUploaded?.(data);
      notify('app.content.upload.done', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, width: '100%', mb: { xs: 2, sm: 0 } }}
    >
      <Box sx={{ flex: 1 }}>
        <TextInput source={source} label={label} fullWidth helperText="app.content.help.picture" />
      </Box>
      <Box sx={{ pt: { sm: 1.5 } }}>
        <input
          ref={fileRef}
          type="file"
          hidden
          accept={PICTURE_TYPES.join(',')}
          aria-label={translate('app.content.upload.file')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file may be chosen again
            if (file) void upload(file);
          }}
        />
        <Button label="app.content.upload.button" onClick={() => fileRef.current?.click()} disabled={busy}>
          {busy ? <CircularProgress size={16} /> : <CloudUploadIcon />}
        </Button>
      </Box>
      <Box sx={{ pt: { sm: 1 }, width: 120 }}>
        <PictureThumb src={value} height={56} />
      </Box>
    </Stack>
  );
}
