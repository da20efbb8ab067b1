import { Suspense, lazy } from 'react';
import { AfterFirstRender } from '../../../shared/ui/after-first-render';

// Not needed for the first paint: the bar and its call arrive in their own chunk.
const FloatBar = lazy(() => import('./float-bar'));

/** The slide bar (/arks/web/float), mounted by the desktop and mobile layouts where they show a footer. */
export function FloatBarSlot() {
  return (
    <AfterFirstRender>
      <Suspense fallback={null}>
        <FloatBar />
      </Suspense>
    </AfterFirstRender>
  );
}
