import { TOAST_DURATION_MS } from '@playdeck/contract';
import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** How many times the same message was raised while it was showing. */
  count: number;
}

export const useToasts = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

const timers = new Map<number, number>();
let nextId = 1;

function schedule(id: number, duration: number): void {
  window.clearTimeout(timers.get(id));
  timers.set(
    id,
    window.setTimeout(() => dismiss(id), duration),
  );
}

function dismiss(id: number): void {
  window.clearTimeout(timers.get(id));
  timers.delete(id);
  useToasts.setState((s) => ({ toasts: s.toasts.filter((item) => item.id !== id) }));
}

function show(kind: ToastKind, message: string, duration = TOAST_DURATION_MS): void {
  const { toasts } = useToasts.getState();
  // The same message raised again (a burst of failing calls) is grouped with a repeat counter.
  const same = toasts.find((item) => item.kind === kind && item.message === message);
  if (same) {
    useToasts.setState({ toasts: toasts.map((item) => (item === same ? { ...item, count: item.count + 1 } : item)) });
    schedule(same.id, duration);
    return;
  }
  const id = nextId++;
  useToasts.setState({ toasts: [...toasts, { id, kind, message, count: 1 }] });
  schedule(id, duration);
}

export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration),
  warning: (message: string, duration?: number) => show('warning', message, duration),
  info: (message: string, duration?: number) => show('info', message, duration),
  dismiss,
  /** Escape closes the newest toast first. */
  dismissLatest(): boolean {
    const last = useToasts.getState().toasts.at(-1);
    if (last) dismiss(last.id);
    return !!last;
  },
};
