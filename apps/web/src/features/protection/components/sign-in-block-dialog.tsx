import type { ProtectionBlock } from '@playdeck/contract';
import { t } from '../../../shared/i18n/translate';
import { formatZonedDateTime } from '../../../shared/lib/format';
import { RESPONSIBLE_GAMING_PATH } from '../../../shared/lib/member-links';
import { AppLink } from '../../../shared/ui/app-link';
import { Modal } from '../../../shared/ui/modal/modal';
import './protection-dialogs.css';

const STILL_OPEN = [
  { to: '/user/Withdrawal', key: 'protection.signin.withdraw' },
  { to: '/user/Transaction', key: 'protection.signin.history' },
  { to: RESPONSIBLE_GAMING_PATH, key: 'protection.signin.rg_page' },
] as const;

/** Right after signing in: the member is on a break or self-excluded, until when, and what they can still do. */
export function SignInBlockDialog({ block, onClose }: { block: ProtectionBlock; onClose: () => void }) {
  const title = block.kind === 'time_out' ? t('protection.block.time_out') : t('protection.block.self_exclusion');
  return (
    <Modal
      title={title}
      onClose={onClose}
      dismissible={false}
      className="rg-dialog"
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('protection.signin.ok')}
        </button>
      }
    >
      <p className="rg-dialog-until">
        {block.ends_at
          ? t('protection.block.until', { date: formatZonedDateTime(block.ends_at) })
          : t('protection.block.permanent')}
      </p>
      <p className="rg-dialog-text">
        {block.kind === 'time_out' ? t('protection.signin.time_out_text') : t('protection.signin.exclusion_text')}
      </p>
      <ul className="rg-dialog-links">
        {STILL_OPEN.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to} onClick={onClose}>
              {t(link.key)}
            </AppLink>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
