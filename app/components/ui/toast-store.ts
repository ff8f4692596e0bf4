export type ToastVariant = "success" | "info" | "error";
export type ToastAction = { label: string; onClick: () => void };
export type ToastOptions = {
  description?: string;
  duration?: number;
  action?: ToastAction;
  /**
   * The form or screen the toast speaks for (sonner's `id`): a new toast with the same id replaces the open one, so
   * a problem the visitor has since fixed never stays beside the answer that followed it.
   */
  id?: string;
};
export type ToastItem = {
  id: number;
  title: string;
  variant: ToastVariant;
  description?: string;
  /** Milliseconds before the toast closes by itself. */
  duration: number;
  action?: ToastAction;
  /** The `id` it was raised with: at most one toast per id is open. */
  group?: string;
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

/** Closes one toast by the number `toast()` returned, or whichever toast is open under an `id` option. */
export function dismissToast(id: number | string): void {
  const matches = (toast: ToastItem) => (typeof id === "number" ? toast.id === id : toast.group === id);
  if (toasts.some(matches)) publish(toasts.filter((toast) => !matches(toast)));
}

function raise(variant: ToastVariant, title: string, options: ToastOptions = {}): number {
  const toast: ToastItem = {
    id: nextId++,
    title,
    variant,
    description: options.description,
    duration: options.duration ?? DEFAULT_TOAST_MS,
    action: options.action,
    group: options.id,
  };
  // A message raised again while it is open (a form submitted twice with the same mistake) replaces itself: two
  // copies of one warning only cover the field being fixed, which on a phone is right under the toasts.
  const others = toasts.filter(
    (open) =>
      (options.id === undefined || open.group !== options.id) &&
      !(open.variant === toast.variant && open.title === toast.title && open.description === toast.description),
  );
  publish([...others, toast].slice(-MAX_TOASTS));
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
