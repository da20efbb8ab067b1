import { create } from 'zustand';

/** The app-wide modals that any part of the site may open. */
export type GlobalModal =
  | 'login'
  | 'register'
  | 'doubleValidation'
  | 'transferValidation'
  | 'forgotPassword'
  | 'welcome'
  | 'browserAlert'
  | 'iosHint'
  | 'protocol';

/** The modals of the sign-in flow; they share one lazy chunk. */
export const AUTH_MODALS = [
  'login',
  'register',
  'doubleValidation',
  'transferValidation',
  'forgotPassword',
  'welcome',
] as const;
export type AuthModalName = (typeof AUTH_MODALS)[number];

interface ModalState {
  active: GlobalModal | null;
  /** Where to go once the login that a guarded page asked for succeeds. */
  redirectTo: string | null;
  /**
   * The site opened a prompt of its own on this page load (add-to-home steps, the in-app browser alert):
   * the promotion pop-up then keeps still, so a visitor meets at most one unasked-for modal per page load.
   */
  promptedThisLoad: boolean;
}

export const useModal = create<ModalState>(() => ({ active: null, redirectTo: null, promptedThisLoad: false }));

/** Opens a prompt the visitor did not ask for (see promptedThisLoad). */
export function openPrompt(active: 'browserAlert' | 'iosHint'): void {
  useModal.setState({ active, redirectTo: null, promptedThisLoad: true });
}

export function openModal(active: GlobalModal, redirectTo: string | null = null): void {
  useModal.setState({ active, redirectTo });
}

/** Moves to another step of the same flow (login → double validation) keeping the redirect target. */
export function switchModal(active: GlobalModal): void {
  useModal.setState({ active });
}

export function closeModal(): void {
  useModal.setState({ active: null });
}

export function isAuthModal(value: GlobalModal | null): value is AuthModalName {
  return (AUTH_MODALS as readonly (GlobalModal | null)[]).includes(value);
}

/** Modals the `modal` query parameter may open. */
export function isGlobalModal(value: string | undefined): value is GlobalModal {
  return (
    value === 'login' ||
    value === 'register' ||
    value === 'forgotPassword' ||
    value === 'browserAlert' ||
    value === 'iosHint'
  );
}
