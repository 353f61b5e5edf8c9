// Scroll after a navigation, as browsers do for documents: back and forward return to where
// the page was left, a link to #id scrolls to it, any other new page starts at the top.
import { useLayoutEffect } from 'react';
import { useRouterState } from './context';
import { decodePathSegment } from './routes';

export function ScrollRestoration(): null {
  const { location, restoreScrollPosition, preventScrollReset } = useRouterState();
  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const element = document.getElementById(decodePathSegment(location.hash.slice(1)));
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);
  return null;
}
