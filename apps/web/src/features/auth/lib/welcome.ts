import { session } from '../../../shared/lib/storage';

/**
 * sessionStorage key of the welcome step owed to a member who just registered: it survives the reload a
 * mobile page does when the new member's currency differs from the one shown.
 */
export const WELCOME_KEY = 'playdeck.welcome';

export function oweWelcome(account: string): void {
  session.set(WELCOME_KEY, account);
}

/** The account that is owed its welcome step, if any. */
export function welcomeOwed(): string | null {
  return session.get(WELCOME_KEY);
}

export function welcomeShown(): void {
  session.remove(WELCOME_KEY);
}
