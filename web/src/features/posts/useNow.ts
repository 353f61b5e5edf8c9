// One shared clock for relative times: every subscriber re-renders on the same 30 s tick,
// so 'just now' turns into '1 minute ago' without each time label running its own timer.
// A server-rendered page is hydrated at the time, and in the zone (UTC), the server rendered it
// in, so hydration meets the same text. The clock then goes on from that time (the next tick
// brings it up to date) rather than re-rendering every card at once; the zone follows at once.
import { useSyncExternalStore } from 'react';
import type { TimeZone } from '../../ui/format';
import { useHydrated } from '../../ui/useHydrated';

const TICK_MS = 30_000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const l of [...listeners]) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

// Unwatched, the clock does not tick: a first label after a quiet spell reads the time afresh.
const snapshot = () => {
  if (listeners.size === 0 && Date.now() - now > TICK_MS) now = Date.now();
  return now;
};

let serverRenderTime: number | null = null;
const serverSnapshot = () => serverRenderTime ?? Date.now();

/** The time a server render renders at (the server), or was rendered at (the browser hydrating it). */
export function setServerRenderTime(time: number): void {
  serverRenderTime = time;
  now = time;
}

/** The current time in ms, refreshed every 30 s. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** The zone times are shown in: UTC on the server and while hydrating, local time after. */
export function useTimeZone(): TimeZone {
  return useHydrated() ? 'local' : 'utc';
}
