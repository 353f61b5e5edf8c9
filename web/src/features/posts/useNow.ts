// One shared clock for relative times: every subscriber re-renders on the same 30 s tick,
// so 'just now' turns into '1 minute ago' without each time label running its own timer.
import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
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

const snapshot = () => now;

/** The current time in ms, refreshed every 30 s. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
