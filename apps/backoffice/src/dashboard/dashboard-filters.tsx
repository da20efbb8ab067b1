import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { useDashboardSelection } from './use-dashboard';

/** The site (of those granted) and one of its currencies. */
export function DashboardFilters(props: { selection: ReturnType<typeof useDashboardSelection> }) {
  const { sites, site, currency, chooseSite, chooseCurrency } = props.selection;
  const translate = useTranslate();
  if (!site) return null;
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        select
        size="small"
        label={translate('app.dashboard.site')}
        value={site.id}
        onChange={(event) => chooseSite(Number(event.target.value))}
        sx={{ minWidth: 200 }}
      >
        {sites.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.dashboard.currency')}
        value={currency ?? ''}
        onChange={(event) => chooseCurrency(event.target.value)}
        disabled={site.currencies.length === 0}
        sx={{ minWidth: 120 }}
      >
        {site.currencies.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
