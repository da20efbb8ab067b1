import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the page. It lives in shared (the app provides it to React) so that flows
 * outside components, such as quitting a game, can refresh the balance they changed.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Site content changes rarely and realtime pushes invalidate what changed, so no focus refetching.
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
