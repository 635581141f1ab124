import { create } from 'zustand';
import type { ReactNode } from 'react';
import { TOAST_LIMIT } from '../rules/constants';

// One toast store for the whole page (shared-kernel is a federated singleton): any remote calls
// toast(); the host's Toaster renders what the store holds (spec section 9: at most 1 visible).

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** An optional action, e.g. { label: 'Undo', onClick }. */
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
  /** Rendered in place of the description when given (rarely needed). */
  content?: ReactNode;
}

interface ToastState {
  toasts: Toast[];
  add(toast: Toast): void;
  dismiss(id?: string): void;
  remove(id?: string): void;
}

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  add: (toast) => set((s) => ({ toasts: [toast, ...s.toasts].slice(0, TOAST_LIMIT) })),
  dismiss: (id) =>
    set((s) => ({
      toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    })),
  remove: (id) =>
    set((s) => ({ toasts: id === undefined ? [] : s.toasts.filter((t) => t.id !== id) })),
}));

let counter = 0;

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  useToastStore.getState().add({ variant: 'default', ...input, id, open: true });
  return id;
}

export function dismissToast(id?: string) {
  useToastStore.getState().dismiss(id);
}

/**
 * A failed call the user started, said in a toast: the title in the screen's words, the API's
 * message under it. For a mutation's `onError` (or a promise's `catch`) where the screen has no
 * form to show it in.
 */
export const failureToast = (title: string) => (error: unknown) => {
  toast({
    title,
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  });
};
