import type { ComponentType } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../shared/i18n/translate';
import { Icon } from '../../../shared/ui/icons';

/** What the header's wallet button opens; the app passes the wallet feature's list. */
export type WalletMenu = ComponentType<{ onClose: () => void }>;

/** The header's wallet button and its drop-down (provider balances, one-click balance back). */
export function MemberWalletMenu({ menu: Menu }: { menu: WalletMenu }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="member-wallet" ref={box}>
      <button
        type="button"
        className="member-eye member-wallet-toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('wallet_menu')}
        title={t('wallet_menu')}
        onClick={() => setOpen(!open)}
      >
        <Icon name="chevronDown" />
      </button>
      {open && (
        <div id={id} className="member-wallet-pop" role="region" aria-label={t('wallet_menu')}>
          <Menu onClose={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
