import { navigateTo, openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';

/** Member-centre pages the payment pages send the member to. */
export type PaymentCentrePage = 'Deposit' | 'Withdrawal' | 'DWRecord' | 'BindAccount';

/**
 * Opens a member-centre page: inside the member centre it is an in-app move; from /Deposit or
 * /fastPayment it opens the member centre as its route says (a popup on desktop).
 */
export function goToMemberPage(page: PaymentCentrePage): void {
  const path = `/user/${page}`;
  if (location.pathname === '/user' || location.pathname.startsWith('/user/')) return navigateTo(path);
  void openPage(path, useLayout.getState().mode);
}
