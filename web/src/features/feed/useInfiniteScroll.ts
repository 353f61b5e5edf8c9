// Infinite scroll (content spec §9): the next page loads when the sentinel at the end of
// the list is half visible, with a 100 px margin.
import { useEffect, useRef, type RefObject } from 'react';

export const INFINITE_SCROLL_OPTIONS: IntersectionObserverInit = { rootMargin: '100px', threshold: 0.5 };

export function useInfiniteScroll(target: RefObject<Element | null>, enabled: boolean, onLoadMore: () => void): void {
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, INFINITE_SCROLL_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled]);
}
