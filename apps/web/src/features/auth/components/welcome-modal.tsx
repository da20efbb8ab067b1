import { useLayoutEffect } from 'react';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { t } from '../../../shared/i18n/translate';
import { DEPOSIT_PATH, isPathHidden } from '../../../shared/lib/member-links';
import { navigateTo, openPage } from '../../../shared/lib/navigation';
import { useLayout } from '../../../shared/stores/layout-store';
import { closeModal } from '../../../shared/stores/modal-store';
import { useSession } from '../../../shared/stores/session-store';
import { Icon } from '../../../shared/ui/icons';
import { Modal } from '../../../shared/ui/modal/modal';
import { welcomeOwed, welcomeShown } from '../lib/welcome';

/**
 * The last step of signing up: the new member is told they are signed in and offered the
 * first deposit (unless the site hides deposits), or the home page.
 */
export function WelcomeModal() {
  const account = useSession((s) => s.memberAccount) ?? welcomeOwed() ?? '';
  const mode = useLayout((s) => s.mode);
  const depositHidden = isPathHidden(DEPOSIT_PATH, useHiddenMemberLinks());
  // Shown once: a later reload does not bring it back. Recorded as the dialog is put on the page (a layout
  // effect): a passive effect waits for the next frame, and a member who moves on at once would get it again.
  useLayoutEffect(() => welcomeShown(), []);
  const home = () => {
    closeModal();
    if (location.pathname !== '/') navigateTo('/');
  };
  const deposit = () => {
    closeModal();
    // The page behind (the register page on a phone) gives way to home first, so "back" lands there.
    if (location.pathname !== '/') navigateTo('/');
    void openPage(DEPOSIT_PATH, mode);
  };
  return (
    <Modal
      title={t('signup.register_success')}
      onClose={home}
      className="welcome-modal"
      footer={
        <div className="welcome-actions">
          {!depositHidden && (
            <button type="button" className="btn btn--primary" onClick={deposit}>
              <Icon name="deposit" />
              {t('signup.welcome_deposit')}
            </button>
          )}
          <button type="button" className={`btn ${depositHidden ? 'btn--primary' : 'btn--ghost'}`} onClick={home}>
            {depositHidden ? t('signup.welcome_home') : t('signup.welcome_later')}
          </button>
        </div>
      }
    >
      <div className="welcome-body" role="status">
        <span className="welcome-icon" aria-hidden="true">
          <Icon name="gift" />
        </span>
        <p className="welcome-signed-in">{t('signup.welcome_signed_in', { account })}</p>
        {!depositHidden && <p className="welcome-prompt">{t('signup.welcome_deposit_prompt')}</p>}
      </div>
    </Modal>
  );
}
