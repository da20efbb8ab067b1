import type { DoubleValidationChallenge } from '@playdeck/contract';
import { create } from 'zustand';

/** What one sign-in step hands the next (the modals themselves are in the shared modal store). */
interface AuthFlow {
  /** The open double-validation challenge (login code 107, then skips and wrong answers). */
  challenge: DoubleValidationChallenge | null;
  /** The account the login form was using: prefilled in transfer validation and the forgot form. */
  account: string;
  /** When the forgot-password SMS may be sent again (epoch ms); kept while the modal is closed. */
  smsResendAt: number;
}

export const useAuthFlow = create<AuthFlow>(() => ({ challenge: null, account: '', smsResendAt: 0 }));

export function setChallenge(challenge: DoubleValidationChallenge | null): void {
  useAuthFlow.setState({ challenge });
}

export function rememberAccount(account: string): void {
  useAuthFlow.setState({ account: account.trim() });
}

export function startSmsCountdown(seconds: number): void {
  useAuthFlow.setState({ smsResendAt: Date.now() + seconds * 1000 });
}
