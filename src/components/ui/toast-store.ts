import { createStore, useStore } from 'zustand';
import { TOAST_DURATION_MS } from '../../domain/constants';

/**
 * The toast queue (docs/spec.md §8: every message is a toast with a title and a description, shown about
 * 4–5 s). A plain zustand store so that non-React code (sync, PWA update prompt) can raise toasts too.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; 0 keeps the toast until dismissed (e.g. 'new version available'). */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: number;
  variant: ToastVariant;
  duration: number;
}

export { TOAST_DURATION_MS };
const MAX_VISIBLE = 4;

interface ToastState {
  toasts: ToastItem[];
  add(input: ToastInput): number;
  dismiss(id: number): void;
  clear(): void;
}

let nextId = 1;

export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  add(input) {
    const id = nextId++;
    const item: ToastItem = {
      ...input,
      id,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
    };
    set((s) => ({ toasts: [...s.toasts, item].slice(-MAX_VISIBLE) }));
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  clear() {
    set({ toasts: [] });
  },
}));

/** Show a toast: `toast({ title: 'Brief saved', description: 'Your changes have been saved successfully.' })`. */
export function toast(input: ToastInput): number {
  return toastStore.getState().add(input);
}

export function dismissToast(id: number): void {
  toastStore.getState().dismiss(id);
}

export function useToasts(): ToastItem[] {
  return useStore(toastStore, (s) => s.toasts);
}
