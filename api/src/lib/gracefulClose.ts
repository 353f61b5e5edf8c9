// Closing the HTTP server without cutting the requests it is serving: stop accepting
// connections, let each request in flight finish with its real answer (sent with
// `Connection: close`), close keep-alive connections as soon as they fall idle, and cut whatever
// is left only when the grace period is over. Also `within`, the bounded wait that shutdown,
// health checks and Redis readiness use.
import type { Server, ServerResponse } from 'node:http';

export interface GracefulHttpClose {
  /** Resolves once every connection has ended; after `graceMs` the remaining ones are cut. */
  close(graceMs: number): Promise<void>;
}

export function trackRequests(server: Server): GracefulHttpClose {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const endKeepAlive = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (closing) endKeepAlive(res);
    res.once('close', () => {
      inFlight.delete(res);
      // A response that went out keep-alive leaves an idle connection behind: close it now.
      if (closing) server.closeIdleConnections();
    });
  });

  return {
    async close(graceMs) {
      closing = true;
      for (const res of inFlight) endKeepAlive(res);
      // server.close() stops listening and closes idle connections; its callback waits for the rest.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearTimeout(timer);
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
