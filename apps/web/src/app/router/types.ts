import type { PageRoute } from '@playdeck/contract';

// The route handle's type lives apart from the router, so that the shell it renders can read it without a cycle.

/** What a matched route carries for the shell (header/footer visibility, popup behaviour). */
export interface RouteHandle {
  route: PageRoute;
}
