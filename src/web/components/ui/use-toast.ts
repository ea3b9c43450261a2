import { useSyncExternalStore } from "react";

/** Platform spec §4/§9: one toast at a time, 5 s by default; toasts can be added, updated, dismissed, removed. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  duration?: number;
  open: boolean;
}

type Listener = () => void;
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
let seq = 0;

function emit(next: ToastData[]): void {
  toasts = next;
  for (const l of listeners) l();
}

export function toast(input: Omit<ToastData, "id" | "open">) {
  seq += 1;
  const id = String(seq);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    update: (patch: Partial<Omit<ToastData, "id">>) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
    dismiss: () => dismissToast(id),
  };
}

export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: string): void {
  emit(toasts.filter((t) => t.id !== id));
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
