import { Suspense, lazy } from 'react';
import { Title } from 'react-admin';
import { DashboardSkeleton } from './dashboard-skeleton';

// The page and its chart library load only when the dashboard is opened, never with the console's first file.
const DashboardPage = lazy(() => import('./dashboard-page'));

/** The console's home: a site's figures for today and the last 30 days. */
export function Dashboard() {
  return (
    <>
      <Title title="app.dashboard.title" />
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardPage />
      </Suspense>
    </>
  );
}
