import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { htmlLang } from '../i18n/i18n-provider';
import { useErrorMessage } from '../shared/use-error-message';
import { DashboardFilters } from './dashboard-filters';
import { CHART_GRID, DashboardSkeleton, FiguresSkeleton } from './dashboard-skeleton';
import { chartRows } from './figures';
import { MembersChart } from './members-chart';
import { MoneyChart } from './money-chart';
import { TodayCards } from './today-cards';
import { DASHBOARD_DAYS, useDashboard, useDashboardSelection } from './use-dashboard';

/** What the figures area shows: the figures, their skeleton, or why there are none. */
function Figures(props: { selection: ReturnType<typeof useDashboardSelection> }) {
  const { site, currency } = props.selection;
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const [locale] = useLocaleState();
  const lang = htmlLang(locale);
  const params = site && currency ? { site_id: site.id, currency, days: DASHBOARD_DAYS } : undefined;
  const figures = useDashboard(params);

  if (!site) return <Alert severity="info">{translate('app.dashboard.no_sites')}</Alert>;
  if (!currency) return <Alert severity="info">{translate('app.dashboard.no_currencies')}</Alert>;
  if (figures.error && !figures.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void figures.refetch()}>
            {translate('app.dashboard.retry')}
          </Button>
        }
      >
        {translate('app.dashboard.failed')} {errorMessage(figures.error)}
      </Alert>
    );
  }
  if (!figures.data) return <FiguresSkeleton />;

  const { today, days, currency: shown } = figures.data;
  const rows = chartRows(days);
  return (
    // The last choice's figures stay, dimmed, until the new ones arrive.
    <Box sx={{ display: 'grid', gap: 2, opacity: figures.isPlaceholderData ? 0.5 : 1, transition: 'opacity 0.2s' }}>
      <Typography component="h2" variant="h6">
        {translate('app.dashboard.today', { date: today.date })}
      </Typography>
      <TodayCards today={today} currency={shown} lang={lang} />
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        {translate('app.dashboard.last_days', { days: days.length })}
      </Typography>
      <Box sx={CHART_GRID}>
        <MembersChart rows={rows} lang={lang} />
        <MoneyChart rows={rows} currency={shown} lang={lang} />
      </Box>
    </Box>
  );
}

/** The dashboard (a lazy chunk: recharts comes with it, not with the console's first file). */
export default function DashboardPage() {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const selection = useDashboardSelection();
  if (selection.sitesPending) return <DashboardSkeleton />;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <Box>
            <Typography component="h1" variant="h5">
              {translate('app.dashboard.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboard.subtitle')}
            </Typography>
          </Box>
          <DashboardFilters selection={selection} />
        </Box>
        {selection.sitesError ? (
          <Alert severity="error">{errorMessage(selection.sitesError)}</Alert>
        ) : (
          <Figures selection={selection} />
        )}
      </CardContent>
    </Card>
  );
}
