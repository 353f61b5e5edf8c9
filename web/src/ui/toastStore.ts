// A tiny store of toasts, usable from React and from non-React code (session, network).
// Each toast disappears after 3 s (spec §9).

export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

export function showToast(message: string, tone: ToastTone = 'info', durationMs: number = TOAST_DURATION_MS): number {
  const id = nextId++;
  // The same message twice in a row is shown once (e.g. two failing requests).
  toasts = [...toasts.filter((t) => t.message !== message), { id, message, tone }].slice(-4);
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
