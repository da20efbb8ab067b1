import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { UploadedImage } from './types';
import { PictureInput, PictureThumb } from './picture-input';
import { BANNER_SIZES, uploadedUrl } from './upload';

/**
 * A banner's picture. An upload comes back in three sizes; the member site picks banners by use type,
 * so the field takes the size of the chosen use type, and follows when the use type changes.
 */
export function BannerPictureInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const useType = useWatch({ name: 'data.use_type' });
  const [uploaded, setUploaded] = useState<UploadedImage>();
  const lastUseType = useRef(useType);

  useEffect(() => {
    if (lastUseType.current === useType) return;
    lastUseType.current = useType;
    const url = uploaded && uploadedUrl(uploaded, useType);
    if (url) setValue('data.photo', url, { shouldDirty: true, shouldValidate: true });
  }, [useType, uploaded, setValue]);

  return (
    <Box sx={{ width: '100%' }}>
      <PictureInput
        source="data.photo"
        label="app.content.fields.photo"
        purpose="banner"
        pick={(reply) => uploadedUrl(reply, useType)}
        onUploaded={setUploaded}
      />
      {uploaded && (
        <Stack direction="row" spacing={2} sx={{ mb: 2 }} aria-label={translate('app.content.upload.sizes')}>
          {BANNER_SIZES.map((size, i) => (
            <Box
              key={size}
              sx={{
                p: 1,
                border: 2,
                borderRadius: 1,
                borderColor: Number(useType) === i ? 'primary.main' : 'divider',
              }}
            >
              <Typography variant="caption" component="div">
                {translate(`app.content.use_type.${i}`)}
              </Typography>
              <PictureThumb src={uploaded.urls[size]} height={64} alt={translate(`app.content.use_type.${i}`)} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
