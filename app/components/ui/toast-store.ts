export type ToastVariant = "success" | "info" | "error";
export type ToastAction = { label: string; onClick: () => void };
export type ToastOptions = { description?: string; duration?: number; action?: ToastAction };
export type ToastItem = {
  id: number;
  title: string;
  variant: ToastVariant;
  description?: string;
  /** Milliseconds before the toast closes by itself. */
  duration: number;
  action?: ToastAction;
};

export const DEFAULT_TOAST_MS = 5000;
/** More than a few toasts at once hide the page; the oldest makes room for the newest. */
export const MAX_TOASTS = 3;

const NO_TOASTS: readonly ToastItem[] = [];
let toasts: readonly ToastItem[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the toaster re-renders whenever a toast opens or closes. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastItem[] {
  return toasts;
}

/** The server never has toasts to draw: they are raised in the browser only. */
export function serverToasts(): readonly ToastItem[] {
  return NO_TOASTS;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

function raise(variant: ToastVariant, title: string, options: ToastOptions = {}): number {
  const toast: ToastItem = {
    id: nextId++,
    title,
    variant,
    description: options.description,
    duration: options.duration ?? DEFAULT_TOAST_MS,
    action: options.action,
  };
  publish([...toasts, toast].slice(-MAX_TOASTS));
  return toast.id;
}

/**
 * Raises a toast in the app's one <Toaster>: `toast.success`, `toast.info`, `toast.error` (the spec's
 * destructive toast); `toast(title)` is an info toast. Returns the toast's id for `toast.dismiss`.
 */
export const toast = Object.assign((title: string, options?: ToastOptions) => raise("info", title, options), {
  success: (title: string, options?: ToastOptions) => raise("success", title, options),
  info: (title: string, options?: ToastOptions) => raise("info", title, options),
  error: (title: string, options?: ToastOptions) => raise("error", title, options),
  dismiss: dismissToast,
});
