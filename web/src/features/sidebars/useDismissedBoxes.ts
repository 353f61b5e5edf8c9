import { useCallback } from 'react';
import { useBrowserValue } from '../../ui/useHydrated';
import { dismissBox, readDismissedBoxes, type BoxId } from './boxDismissals';

// One list for the page: a dismissal in one place hides the box wherever it shows.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
let snapshot: BoxId[] | null = null;

function current(): BoxId[] {
  snapshot ??= readDismissedBoxes();
  return snapshot;
}

/** Whether a box is dismissed, and a function that dismisses it (remembered on the device). */
export function useDismissedBox(id: BoxId): [boolean, () => void] {
  // The server does not know the device's dismissals; a dismissed box goes once hydrated.
  const dismissed = useBrowserValue(subscribe, () => current().includes(id), false);
  const dismiss = useCallback(() => {
    snapshot = dismissBox(id);
    for (const listener of listeners) listener();
  }, [id]);
  return [dismissed, dismiss];
}
