import { Box, Card, CardContent, Skeleton } from '@mui/material';

export const CARD_GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' };
export const CHART_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } };
export const CHART_HEIGHT = 300;

/** The figures' places while they load: the same cards and charts, so nothing jumps when they arrive. */
export function FiguresSkeleton() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width={240} sx={{ fontSize: '1.25rem' }} />
      {[4, 3, 4].map((count, row) => (
        <Box key={row} sx={CARD_GRID}>
          {Array.from({ length: count }, (_, i) => (
            <Card key={i} variant="outlined">
              <CardContent>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
              </CardContent>
            </Card>
          ))}
        </Box>
      ))}
      <Skeleton variant="text" width={160} sx={{ fontSize: '1.25rem', mt: 1 }} />
      <Box sx={CHART_GRID}>
        {[0, 1].map((i) => (
          <Card key={i} variant="outlined">
            <CardContent>
              <Skeleton variant="text" width="35%" sx={{ fontSize: '1.25rem' }} />
              <Skeleton variant="rounded" height={CHART_HEIGHT} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** The whole page while its code arrives (the dashboard is a chunk of its own, with the charts). */
export function DashboardSkeleton() {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Skeleton variant="text" width={200} sx={{ fontSize: '1.5rem' }} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Skeleton variant="rounded" width={200} height={40} />
            <Skeleton variant="rounded" width={120} height={40} />
          </Box>
        </Box>
        <FiguresSkeleton />
      </CardContent>
    </Card>
  );
}
