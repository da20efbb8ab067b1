import { adminErrors } from './admin-error.js';

/** Refuses a site the operator user was not granted (403, never a hint whether it exists). */
export function assertSite(operator: { siteIds: readonly number[] }, siteId: number): void {
  if (!operator.siteIds.includes(siteId)) throw adminErrors.forbidden('this site is not granted to you');
}
