import { create } from 'zustand';

export interface ConfirmRequest {
  kind: 'confirm';
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
}

export interface PromptRequest {
  kind: 'prompt';
  title: string;
  message?: string;
  label: string;
  initial?: string;
  maxLength?: number;
  /** The whole value must match; otherwise 'Illegal input'. */
  pattern?: RegExp;
  /** Returns true when valid, or a message key to show instead of 'Illegal input'. */
  validator?: (value: string) => true | string;
}

type Pending = { id: number } & (
  (ConfirmRequest & { resolve: (ok: boolean) => void }) | (PromptRequest & { resolve: (value: string | null) => void })
);

/** Queued message boxes (confirm and prompt), answered one at a time. */
export const useDialogs = create<{ queue: Pending[] }>(() => ({ queue: [] }));

let nextId = 1;

function enqueue(item: DistributiveOmit<Pending, 'id'>): void {
  const queued = { ...item, id: nextId++ } as Pending;
  useDialogs.setState((s) => ({ queue: [...s.queue, queued] }));
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export function answered(item: Pending): void {
  useDialogs.setState((s) => ({ queue: s.queue.filter((q) => q !== item) }));
}

export function confirmDialog(request: Omit<ConfirmRequest, 'kind'>): Promise<boolean> {
  return new Promise((resolve) => enqueue({ ...request, kind: 'confirm', resolve }));
}

export function promptDialog(request: Omit<PromptRequest, 'kind'>): Promise<string | null> {
  return new Promise((resolve) => enqueue({ ...request, kind: 'prompt', resolve }));
}

export type { Pending as PendingDialog };
