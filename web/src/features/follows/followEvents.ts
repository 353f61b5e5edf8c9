// Follows changed outside a box that lists them (onboarding, joining or leaving a community):
// those boxes (My Communities, suggestions) reload on this event.
import { useEffect, useRef } from 'react';

const FOLLOWS_CHANGED_EVENT = 'wc:follows-changed';

export function announceFollowsChanged(): void {
  window.dispatchEvent(new CustomEvent(FOLLOWS_CHANGED_EVENT));
}

export function useFollowsChanged(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(FOLLOWS_CHANGED_EVENT, listener);
    return () => window.removeEventListener(FOLLOWS_CHANGED_EVENT, listener);
  }, []);
}
