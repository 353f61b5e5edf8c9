// Closing the HTTP server without cutting the requests it is serving: stop accepting
// connections, let each request in flight finish with its real answer (sent with
// `Connection: close`), answer a request that arrives on a kept-alive connection while stopping
// (with `Connection: close` too), close keep-alive connections that stay idle, and cut whatever
// is left only when the grace period is over. Also `within`, the bounded wait that shutdown,
// health checks and Redis readiness use.
import { Server as NetServer } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

export interface GracefulHttpClose {
  /** Resolves once every connection has ended; after `graceMs` the remaining ones are cut. */
  close(graceMs: number): Promise<void>;
}

/**
 * How long a kept-alive connection that is idle when the stop begins (or falls idle after it)
 * stays open before it is closed. Closing it at once (what server.close() does) resets a
 * request the client has just sent on it, still on its way: ECONNRESET, though the server
 * was still answering. A request already sent arrives well within this; it is answered with
 * `Connection: close`, and the client opens its next connection elsewhere.
 */
export const IDLE_CLOSE_DELAY_MS = 500;

export function trackRequests(server: Server, idleCloseDelayMs = IDLE_CLOSE_DELAY_MS): GracefulHttpClose {
  const inFlight = new Set<ServerResponse>();
  const sweeps = new Set<NodeJS.Timeout>();
  let closing = false;
  let closed = false;
  const endKeepAlive = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  /** Closes, `idleCloseDelayMs` from now, the connections idle then (one with a request begun is not idle). */
  const sweepIdleLater = () => {
    const timer = setTimeout(() => {
      sweeps.delete(timer);
      if (!closed) server.closeIdleConnections();
    }, idleCloseDelayMs);
    sweeps.add(timer);
  };
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (closing) endKeepAlive(res);
    res.once('close', () => {
      inFlight.delete(res);
      // A response that went out keep-alive (its headers before the stop) leaves an idle
      // connection behind: close it if it stays idle.
      if (closing && res.getHeader('connection') !== 'close') sweepIdleLater();
    });
  });

  return {
    async close(graceMs) {
      closing = true;
      for (const res of inFlight) endKeepAlive(res);
      // Stop listening, but not http.Server.close(): it also closes idle connections at once.
      // The callback waits for every connection to end.
      const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      sweepIdleLater();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await ended;
      } finally {
        closed = true;
        clearTimeout(timer);
        for (const sweep of sweeps) clearTimeout(sweep);
        sweeps.clear();
      }
    },
  };
}

/** Waits for `work` at most `ms`; true when it finished in time. */
export async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
