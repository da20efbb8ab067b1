import type { MobileFooterTab } from '@playdeck/contract';
import type { ReactNode } from 'react';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import type { MemberLink } from '../../../shared/lib/member-links';
import { DEPOSIT_PATH, isPathHidden } from '../../../shared/lib/member-links';
import { outerHref } from '../../../shared/lib/safe-links';
import { useCustomerServiceUrl } from '../../../features/site/hooks/use-customer-service-url';
import { t } from '../../../shared/i18n/translate';
import type { GlobalModal } from '../../../shared/stores/modal-store';
import { openModal } from '../../../shared/stores/modal-store';
import { AppLink } from '../../../shared/ui/app-link';
import type { IconName } from '../../../shared/ui/icons';
import { Icon } from '../../../shared/ui/icons';
import { LetterBadge } from '../../../shared/ui/letter-badge';

/** The footer tab kinds; operators choose which appear (their mobile footer list). */
export type FooterTabKey = MobileFooterTab;

type Target = { page: string } | { modal: GlobalModal } | { customerService: true } | { url: string | undefined };

const TABS: Record<FooterTabKey, { label: string; icon: IconName; target: Target }> = {
  home: { label: 'footer.home', icon: 'home', target: { page: '/' } },
  discount: { label: 'footer.discount', icon: 'gift', target: { page: '/discount' } },
  sponsor: { label: 'footer.sponsor', icon: 'trophy', target: { page: '/sponsor' } },
  deposit: { label: 'footer.deposit', icon: 'deposit', target: { page: DEPOSIT_PATH } },
  withdrawal: { label: 'footer.withdrawal', icon: 'withdrawal', target: { page: '/user/Withdrawal' } },
  wallet: { label: 'footer.wallet', icon: 'wallet', target: { page: '/user/MyWallet' } },
  letter: { label: 'footer.letter', icon: 'letter', target: { page: '/user/Letter' } },
  signUp: { label: 'footer.sign_up', icon: 'userPlus', target: { modal: 'register' } },
  customerService: { label: 'footer.customer_service', icon: 'headset', target: { customerService: true } },
  announcement: { label: 'footer.announcement', icon: 'megaphone', target: { page: '/user/Announcement' } },
  customLink: { label: 'footer.custom_link', icon: 'link', target: { url: undefined } },
};

/** A tab whose page the site hides (Deposit, Withdrawal) is left out. */
export function isTabHidden(tab: FooterTabKey, hidden: readonly MemberLink[]): boolean {
  const target = TABS[tab].target;
  return 'page' in target && isPathHidden(target.page, hidden);
}

export interface FooterTabProps {
  tab: FooterTabKey;
  className: string;
  /** A custom link's address (customLink only); only http(s) is followed. */
  url?: string;
  /** The operator's own name for the tab (custom links), instead of the kind's translated label. */
  label?: string;
  /** Extra content (a badge) after the label. */
  children?: ReactNode;
}

/** One footer tab: an in-app or full-page link, a modal opener, or an outside link. */
export function FooterTab({ tab, className, url, label: ownLabel, children }: FooterTabProps) {
  const serviceUrl = useCustomerServiceUrl();
  const hidden = useHiddenMemberLinks();
  const { label, icon, target } = TABS[tab];
  if (isTabHidden(tab, hidden)) return null;
  const body = (
    <>
      <Icon name={icon} />
      <span className="footer-tab-label">{ownLabel || t(label)}</span>
      {children}
      {tab === 'letter' && <LetterBadge />}
    </>
  );
  if ('page' in target) {
    return (
      <AppLink to={target.page} className={className}>
        {body}
      </AppLink>
    );
  }
  if ('modal' in target) {
    const modal = target.modal;
    return (
      <button type="button" className={className} onClick={() => openModal(modal)}>
        {body}
      </button>
    );
  }
  const href = 'customerService' in target ? serviceUrl : outerHref(url ?? target.url ?? '');
  if (!href) return null;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  );
}
