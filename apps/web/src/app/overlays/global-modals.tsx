import { lazy } from 'react';
import { loadNamespace } from '../../shared/i18n/catalogs';
import { currentLocale } from '../../shared/i18n/translate';
import { importWithReload } from '../../shared/lib/reload-guard';
import { closeModal, isAuthModal, useModal } from '../../shared/stores/modal-store';
import { BrowserAlertModal } from '../../shared/ui/modals/browser-alert';
import { IosHintModal } from '../../shared/ui/modals/ios-hint';
import { ProtocolModal } from '../../shared/ui/modals/protocol-modal';

// The sign-in modals and their messages come together, the first time one of them opens.
const AuthModals = lazy(() =>
  importWithReload(() =>
    Promise.all([import('../../features/auth/components/auth-modals'), loadNamespace(currentLocale(), 'auth')]),
  ).then(([module]) => module),
);

/** The app-wide modals, opened through the modal store (guards, header tabs, the `modal` query). */
export default function GlobalModals() {
  const active = useModal((s) => s.active);
  if (isAuthModal(active)) return <AuthModals active={active} />;
  switch (active) {
    case 'browserAlert':
      return <BrowserAlertModal onClose={closeModal} />;
    case 'iosHint':
      return <IosHintModal onClose={closeModal} />;
    case 'protocol':
      return <ProtocolModal onClose={closeModal} />;
    case null:
      return null;
  }
}
