// Live views miss whatever was pushed while the WebSocket was down. This calls `refetch` when
// the shared graphql-ws connection is back after being down (relay/wsStatus.ts), and when
// the tab becomes visible after a long time hidden (mobile browsers may suspend a background
// tab's socket without it being noticed at once).
import { useEffect, useRef } from 'react';
import { onWsReconnected } from '../../relay/wsStatus';

const HIDDEN_LONG_MS = 60_000;

export function useRefetchOnReconnect(refetch: () => void): void {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    const run = () => refetchRef.current();
    const offReconnected = onWsReconnected(run);
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt != null && Date.now() - hiddenAt >= HIDDEN_LONG_MS) run();
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      offReconnected();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
