import type { ReactNode } from "react";

/** Toast rules of the spec (section 4 "Toasts", section 9). */
export const TOAST_LIMIT = 3;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_HOTKEY = ["F8"];

export type ToastVariant = "default" | "destructive" | "tetra" | "custom";

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; Infinity keeps the toast until it is dismissed. */
  duration?: number;
  action?: { label: string; onClick: () => void };
  /** Passing the id of a shown toast updates it in place. */
  id?: string | number;
}

export type ToastId = string | number;

/**
 * Adds a toast id to the newest-first list and says which ids fall out of it, so that at
 * most TOAST_LIMIT toasts are ever kept. Updating a toast moves it to the front.
 */
export function admitToast(
  kept: readonly ToastId[],
  id: ToastId,
  limit: number = TOAST_LIMIT,
): { kept: ToastId[]; evicted: ToastId[] } {
  const next = [id, ...kept.filter((existing) => existing !== id)];
  return { kept: next.slice(0, limit), evicted: next.slice(limit) };
}

export function toastClassName(variant: ToastVariant): string {
  return `toast toast--${variant}`;
}

let keptToasts: ToastId[] = [];
let nextToastId = 0;

// sonner stays out of the page load: most visits never see a toast, so the toaster is mounted
// (and sonner fetched) when the first toast is raised, which waits for it rather than being lost.
let toasterWanted = false;
const toasterWantedListeners = new Set<() => void>();

/** Whether a toast has been raised on this page yet, for the toaster to mount on the first. */
export function isToasterWanted() {
  return toasterWanted;
}

export function subscribeToasterWanted(listener: () => void) {
  toasterWantedListeners.add(listener);
  return () => void toasterWantedListeners.delete(listener);
}

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterWantedListeners) listener();
}

type Sonner = typeof import("sonner");
let resolveToaster: (sonner: Sonner) => void;
const toasterReady = new Promise<Sonner>((resolve) => {
  resolveToaster = resolve;
});

/** Called by the toaster once it is mounted and listening. */
export function markToasterReady(sonner: Sonner) {
  resolveToaster(sonner);
}

function forget(id: ToastId) {
  keptToasts = keptToasts.filter((kept) => kept !== id);
}

/** The one way the app shows a toast. Returns its id for later updates or dismissal. */
export function notify({ title, description, variant = "default", duration, action, id }: ToastInput): ToastId {
  wantToaster();
  const shownId = id ?? `toast-${++nextToastId}`;
  const { kept, evicted } = admitToast(keptToasts, shownId);
  keptToasts = kept;
  void toasterReady.then(({ toast }) => {
    toast(title, {
      id: shownId,
      description,
      duration: duration ?? TOAST_DEFAULT_DURATION,
      className: toastClassName(variant),
      action,
      onDismiss: (t) => forget(t.id),
      onAutoClose: (t) => forget(t.id),
    });
    for (const evictedId of evicted) toast.dismiss(evictedId);
  });
  return shownId;
}

export function dismissToast(id?: ToastId) {
  if (id === undefined) keptToasts = [];
  else forget(id);
  void toasterReady.then(({ toast }) => toast.dismiss(id));
}
