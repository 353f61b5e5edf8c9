// The feed's automatic refreshes (content spec §4, §9): tab visible again after > 30 s,
// window focused again after > 60 s, home revisited > 30 s after the feed last loaded.
import { useEffect, useRef } from 'react';
import { shouldRefresh } from './feedRefresh';

/** When the home feed last loaded its first page (kept across visits to other pages). */
let lastFeedLoadAt: number | null = null;

export function markFeedLoaded(at: number = Date.now()): void {
  lastFeedLoadAt = at;
}

export function useFeedRefreshTriggers(refresh: () => void): void {
  const callback = useRef(refresh);
  callback.current = refresh;

  useEffect(() => {
    const now = Date.now();
    if (shouldRefresh('revisit', lastFeedLoadAt, now)) callback.current();
    else if (lastFeedLoadAt === null) lastFeedLoadAt = now;

    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    let blurredAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
      } else {
        if (shouldRefresh('visible', hiddenAt, Date.now())) {
          callback.current();
          blurredAt = null;
        }
        hiddenAt = null;
      }
    };
    const onBlur = () => {
      blurredAt = Date.now();
    };
    const onFocus = () => {
      if (shouldRefresh('focus', blurredAt, Date.now())) callback.current();
      blurredAt = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
