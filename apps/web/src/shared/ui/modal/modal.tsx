import { POPUP_Z_INDEX_BASE } from '@playdeck/contract';
import type { ReactNode } from 'react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n/translate';
import { trapTab } from './focus';
import './modal.css';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra class on the dialog box (size or look variants). */
  className?: string;
  /** Backdrop clicks do not close dialogs that need an explicit answer. */
  dismissible?: boolean;
  /** False for a dialog that must be completed (forced password change): no close button, no Escape. */
  closable?: boolean;
  /** On the mobile layout the dialog fills the screen like a page (login, validation steps). */
  sheet?: boolean;
}

/**
 * The base of every dialog: a portal above the page (z-index from POPUP_Z_INDEX_BASE; later dialogs
 * stack above earlier ones by document order), role=dialog labelled by its title, focus kept inside,
 * Escape closing only the topmost one, and focus handed back on close.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  className = '',
  dismissible = true,
  closable = true,
  sheet = false,
}: ModalProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  // Callers often pass an inline onClose; reading it through an effect event keeps the mount effect (focus
  // moved in, listener added) from re-running on every render and stealing focus from the fields.
  const close = useEffectEvent(() => {
    if (closable) onClose();
  });
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = boxRef.current;
    (box?.querySelector<HTMLElement>('[autofocus], input, select, textarea') ?? box)?.focus();
    const onKey = (event: KeyboardEvent) => {
      const stack = document.querySelectorAll('.modal-backdrop');
      if (!box || stack[stack.length - 1] !== box.parentElement) return;
      if (event.key === 'Escape') close();
      if (event.key === 'Tab') trapTab(event, box);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return createPortal(
    <div
      className={`modal-backdrop${sheet ? ' modal-backdrop--sheet' : ''}`}
      style={{ zIndex: POPUP_Z_INDEX_BASE }}
      onMouseDown={(event) => {
        if (dismissible && closable && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={boxRef}
        className={`modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {closable && (
            <button type="button" className="modal-close" aria-label={t('close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
