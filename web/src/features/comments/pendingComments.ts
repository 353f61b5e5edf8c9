// Comments this browser sent that were held for review. The API's Comment type has no
// status field, so the author's own pending comments are marked from the creation answer
// for as long as the page lives.
import { useSyncExternalStore } from 'react';

const pending = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

export function markPendingComment(id: string): void {
  pending.add(id);
  version += 1;
  for (const l of [...listeners]) l();
}

export function usePendingComment(id: string): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => version,
  );
  return pending.has(id);
}
