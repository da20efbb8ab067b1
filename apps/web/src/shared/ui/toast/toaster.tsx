import { TOAST_OFFSET_PX } from '@playdeck/contract';
import { useEffect } from 'react';
import { toast, useToasts } from './toast-store';
import './toast.css';

const ICONS = { success: '✓', error: '!', warning: '!', info: 'i' } as const;

export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && toast.dismissLatest()) event.stopPropagation();
    };
    // Capture phase: Escape closes a toast before it reaches (and closes) a modal underneath.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  if (toasts.length === 0) return null;
  return (
    <div className="toaster" style={{ top: TOAST_OFFSET_PX }}>
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
          onClick={() => toast.dismiss(item.id)}
        >
          <span className="toast-icon" aria-hidden="true">
            {ICONS[item.kind]}
          </span>
          <span className="toast-text">{item.message}</span>
          {item.count > 1 && <span className="toast-count">×{item.count}</span>}
        </div>
      ))}
    </div>
  );
}
