// The state of the shared graphql-ws connection, for features that must know whether live
// updates are flowing:
// - `getWsStatus()` / `subscribeWsStatus()`: 'idle' (no socket needed: no subscription is
//   active), 'connecting' (first connection of this client), 'connected', 'down' (the
//   connection was lost or could not be made; the client keeps retrying with backoff);
// - `onWsReconnected()`: the connection came back after being down. Anything pushed while
//   it was down was missed; listeners refetch what they show (unread counts, lists).
// The reconnect backoff schedule is here too, as a pure function.

export type WsStatus = 'idle' | 'connecting' | 'connected' | 'down';

/** First retry waits about 1 s, doubling up to 30 s; never gives up while the page is open. */
export const WS_RETRY_BASE_MS = 1000;
export const WS_RETRY_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `retries` (0 for the first retry): exponential, capped,
 * with "equal jitter" (between half and all of the step) so thousands of clients dropped
 * by one server restart do not come back in the same instant.
 */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(retries, 30));
  const step = Math.min(WS_RETRY_MAX_MS, WS_RETRY_BASE_MS * 2 ** exponent);
  return Math.round(step / 2 + random() * (step / 2));
}

let status: WsStatus = 'idle';
const statusListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

export function getWsStatus(): WsStatus {
  return status;
}

export function subscribeWsStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Called when the connection is back after having been down (not on the first connect). */
export function onWsReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Used by the environment only. */
export function setWsStatus(next: WsStatus): void {
  if (next === status) return;
  const wasDown = status === 'down';
  status = next;
  for (const listener of [...statusListeners]) listener();
  if (wasDown && next === 'connected') {
    for (const listener of [...reconnectListeners]) {
      try {
        listener();
      } catch {
        // One feature's failing refetch must not keep the others from refetching.
      }
    }
  }
}
