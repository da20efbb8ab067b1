import { lazy } from 'react';
import { loadNamespace } from '../../../shared/i18n/catalogs';
import { currentLocale } from '../../../shared/i18n/translate';
import { importWithReload } from '../../../shared/lib/reload-guard';

// The dialogs and their messages (the `pages` catalog) are fetched only when one of them is about to open:
// a visitor with nothing to see downloads neither.
export const PopupDiscountModal = lazy(() =>
  importWithReload(() => Promise.all([import('./popup-discount-modal'), loadNamespace(currentLocale(), 'pages')])).then(
    ([module]) => ({ default: module.PopupDiscountModal }),
  ),
);

export const PopupHistoryModal = lazy(() =>
  importWithReload(() => Promise.all([import('./popup-history-modal'), loadNamespace(currentLocale(), 'pages')])).then(
    ([module]) => module,
  ),
);
