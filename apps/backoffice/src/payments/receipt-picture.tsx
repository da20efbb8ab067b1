import { Alert, Box, ButtonBase, Card, CardContent, Dialog, DialogContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { useErrorMessage } from '../shared/use-error-message';
import { pictureDataUrl } from './picture-data-url';

/**
 * The transfer receipt a member attached to a bank deposit, read through the data provider like every
 * call (so a 401 signs out and a refusal shows its message): small, and whole in a dialog on click.
 */
export function ReceiptPicture() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const [zoomed, setZoomed] = useState(false);
  const receipt = useQuery({
    queryKey: ['payment-orders', 'receipt', record?.id],
    queryFn: async ({ signal }) => pictureDataUrl((await dataProvider.paymentReceipt(record!.id, signal)).data),
    enabled: record?.has_receipt === true,
    staleTime: Infinity,
    retry: 1,
  });
  const src = receipt.data;
  if (!record?.has_receipt) return null;
  const alt = translate('app.payments.receipt.alt', { order_number: record.order_number });
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.payments.receipt.title')}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {translate('app.payments.receipt.title')}
        </Typography>
        {receipt.error ? (
          <Alert severity="error">{errorMessage(receipt.error)}</Alert>
        ) : src ? (
          <>
            <ButtonBase
              onClick={() => setZoomed(true)}
              aria-label={translate('app.payments.receipt.zoom')}
              sx={{ justifySelf: 'start', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box component="img" src={src} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: 280 }} />
            </ButtonBase>
            <Typography variant="caption" color="text.secondary">
              {translate('app.payments.receipt.zoom_hint')}
            </Typography>
            <Dialog open={zoomed} onClose={() => setZoomed(false)} maxWidth="lg">
              <DialogContent sx={{ p: 1 }}>
                <Box
                  component="img"
                  src={src}
                  alt={alt}
                  onClick={() => setZoomed(false)}
                  sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }}
                />
              </DialogContent>
            </Dialog>
          </>
        ) : (
          <Skeleton variant="rounded" height={200} />
        )}
      </CardContent>
    </Card>
  );
}
