import { Suspense, lazy } from 'react';
import { importWithReload } from '../../../shared/lib/reload-guard';

// Only this wrapper is in the first-paint code; the list call, the rules and the dialog load after it.
const PopupDiscountRuntime = lazy(() => importWithReload(() => import('./popup-discount-runtime')));

/** The pop-up discount of every page with a header and footer; the app shell mounts it once. */
export function PopupDiscount() {
  return (
    <Suspense fallback={null}>
      <PopupDiscountRuntime />
    </Suspense>
  );
}
