// Whether an element is on screen (with a margin), for starting live updates only where
// someone can see them. Leaving the screen turns it off after a short delay, so scrolling
// past a card does not open and close a subscription at every flick.
import { useEffect, useState, type RefObject } from 'react';

export const ON_SCREEN_MARGIN = '200px';
export const OFF_SCREEN_DELAY_MS = 5000;

export function useOnScreen(target: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // Without IntersectionObserver (very old browsers): treat it as visible.
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    let offTimer: ReturnType<typeof setTimeout> | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (offTimer) {
          clearTimeout(offTimer);
          offTimer = null;
        }
        if (visible) setOnScreen(true);
        else offTimer = setTimeout(() => setOnScreen(false), OFF_SCREEN_DELAY_MS);
      },
      { rootMargin: ON_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => {
      if (offTimer) clearTimeout(offTimer);
      observer.disconnect();
    };
  }, [target]);
  return onScreen;
}
