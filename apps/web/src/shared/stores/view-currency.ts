import type { Currency } from '@playdeck/contract';
import { usePreferences } from './preferences-store';
import { isLoggedIn, useSession } from './session-store';

/** The currency the page shows: a member's own currency, else the visitor's display currency. */
export function viewCurrency(): Currency {
  const session = useSession.getState();
  return (isLoggedIn(session) && session.currency) || usePreferences.getState().currency;
}

export function useViewCurrency(): Currency {
  const member = useSession((s) => (isLoggedIn(s) ? s.currency : null));
  const visitor = usePreferences((s) => s.currency);
  return member ?? visitor;
}
