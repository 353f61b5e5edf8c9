// Pull-to-refresh on touch screens (content spec §2, §9): pulling down 80 px from the top
// of the page refreshes the feed.
import { useEffect, useRef, useState } from 'react';
import { pullDistance, pullTriggers } from './feedRefresh';

export interface PullState {
  /** How far the indicator is pulled, in px (0 when idle). */
  distance: number;
  /** Releasing now would refresh. */
  armed: boolean;
}

export function usePullToRefresh(onRefresh: () => void, enabled = true): PullState {
  const [state, setState] = useState<PullState>({ distance: 0, armed: false });
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    let startY: number | null = null;
    let delta = 0;
    const onStart = (event: TouchEvent) => {
      if (event.touches.length !== 1 || window.scrollY > 0 || document.body.style.overflow === 'hidden') {
        startY = null;
        return;
      }
      startY = event.touches[0].clientY;
      delta = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      delta = event.touches[0].clientY - startY;
      if (delta <= 0 || window.scrollY > 0) {
        if (delta <= 0) setState({ distance: 0, armed: false });
        return;
      }
      setState({ distance: pullDistance(delta), armed: pullTriggers(delta) });
    };
    const onEnd = () => {
      if (startY !== null && pullTriggers(delta)) refresh.current();
      startY = null;
      delta = 0;
      setState({ distance: 0, armed: false });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return state;
}

export function PullIndicator({ state, refreshing }: { state: PullState; refreshing: boolean }) {
  if (state.distance === 0 && !refreshing) return null;
  const label = refreshing ? 'Refreshing…' : state.armed ? 'Release to refresh' : 'Pull to refresh';
  return (
    <div className="pull-indicator" style={{ height: refreshing ? 48 : state.distance }} aria-live="polite">
      <span>{label}</span>
    </div>
  );
}
