import { useCallback } from 'react';
import { useBrowserValue } from '../../ui/useHydrated';
import { MOBILE_MAX_WIDTH } from './shellRules';

/** Whether the media query matches (false on the server and while hydrating). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserValue(subscribe, () => window.matchMedia(query).matches, false);
}

/** True at or under 768 px (spec §9: mobile at or under 768 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
}
