import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { AppProviders } from './providers';
import { AppErrorBoundary } from './shell/app-error-boundary';

/** What wraps the router on the server and in the browser alike: the two must render the same tree. */
export function AppTree({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
