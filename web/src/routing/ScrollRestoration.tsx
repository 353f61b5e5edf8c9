// Scroll after a navigation, as browsers do for documents: back and forward return to where
// the page was left, a link to #id scrolls to it, any other new page starts at the top.
import { useLayoutEffect } from 'react';
import { useRouterState } from './context';

export function ScrollRestoration(): null {
  const { location, restoreScrollPosition, preventScrollReset } = useRouterState();
  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      let id = location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // a malformed escape is looked up as it is
      }
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);
  return null;
}
