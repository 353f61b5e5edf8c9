// A small graphql-ws client for API tests: connect with a token in connectionParams, subscribe,
// collect every result, wait for the next one with a timeout, assert that nothing arrives within
// a window, and know when the server ended the subscription.
//
//   const client = connectWs(server, member.token);
//   const sub = subscribe(client, 'subscription { unreadCountsChanged { messages } }');
//   await settle();                       // let the server register the subscription
//   ...trigger an event...
//   const event = await sub.next();       // { data } or { errors }
//   await sub.expectNoEvent();
//   await closeWsClients();               // in afterAll
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { timeouts } from '../../timeouts.ts';

export interface WsError {
  message: string;
  extensions?: Record<string, unknown>;
  path?: readonly (string | number)[];
}

/** One result of an operation: data, errors, or both (as graphql-ws delivers them). */
export interface WsResult<T = any> {
  data?: T;
  errors?: readonly WsError[];
}

export interface LiveSubscription<T = any> {
  /** Every result received so far (errors the server sent as an `error` message included). */
  readonly events: WsResult<T>[];
  /** The next result not yet taken by `next()`; rejects after `timeoutMs` (default timeouts.event). */
  next(timeoutMs?: number): Promise<WsResult<T>>;
  /** Rejects if any result arrives (that `next()` has not taken) within `windowMs` (default timeouts.quietWindow). */
  expectNoEvent(windowMs?: number): Promise<void>;
  /** Resolves when the server completes the operation or fails it; `how` says which. */
  readonly ended: Promise<{ how: 'complete' | 'error' }>;
  /** True once the operation completed or failed. */
  isEnded(): boolean;
  /** Unsubscribes (idempotent). */
  dispose(): void;
}

const clients = new Set<Client>();

/** The WebSocket address of a test server's /graphql. */
export function wsUrl(server: { url: string }): string {
  return server.url.replace(/^http/, 'ws') + '/graphql';
}

/**
 * A graphql-ws client to the server, authenticated with `token` when given (connectionParams
 * `{authorization: 'Bearer <token>'}`). No retries: a closed socket stays closed. Tracked for
 * `closeWsClients()`.
 */
export function connectWs(server: { url: string }, token?: string, options: { lazy?: boolean } = {}): Client {
  const client = createClient({
    url: wsUrl(server),
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: options.lazy ?? true,
  });
  clients.add(client);
  return client;
}

/** Disposes every client `connectWs` made (call in afterAll). */
export async function closeWsClients(): Promise<void> {
  const all = [...clients];
  clients.clear();
  await Promise.all(all.map((c) => Promise.resolve(c.dispose()).catch(() => undefined)));
}

function toErrors(error: unknown): WsError[] {
  if (Array.isArray(error)) return error as WsError[];
  if (error && typeof error === 'object' && 'message' in error) return [{ message: String((error as Error).message) }];
  // A CloseEvent or anything else: the socket closed under the operation.
  const close = error as { code?: number; reason?: string } | undefined;
  return [{ message: close?.reason || `socket closed${close?.code ? ` (${close.code})` : ''}`, extensions: { code: 'SOCKET_CLOSED', closeCode: close?.code } }];
}

/** Starts an operation (subscription, query or mutation) and collects its results. */
export function subscribe<T = any>(client: Client, query: string, variables?: Record<string, unknown>): LiveSubscription<T> {
  const events: WsResult<T>[] = [];
  let taken = 0;
  let waiters: (() => void)[] = [];
  let ended = false;
  let resolveEnded!: (v: { how: 'complete' | 'error' }) => void;
  const endedPromise = new Promise<{ how: 'complete' | 'error' }>((r) => (resolveEnded = r));
  const wake = () => {
    const w = waiters;
    waiters = [];
    for (const fn of w) fn();
  };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        events.push(value as WsResult<T>);
        wake();
      },
      error: (error) => {
        events.push({ errors: toErrors(error) });
        ended = true;
        resolveEnded({ how: 'error' });
        wake();
      },
      complete: () => {
        ended = true;
        resolveEnded({ how: 'complete' });
        wake();
      },
    },
  );

  return {
    events,
    ended: endedPromise,
    isEnded: () => ended,
    dispose,
    async next(timeoutMs = timeouts.event) {
      const deadline = Date.now() + timeoutMs;
      while (taken >= events.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms for: ${query.replace(/\s+/g, ' ').slice(0, 120)}`);
        if (ended) throw new Error(`subscription ended without a further event: ${query.replace(/\s+/g, ' ').slice(0, 120)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events[taken++]!;
    },
    async expectNoEvent(windowMs = timeouts.quietWindow) {
      const before = events.length;
      await new Promise((r) => setTimeout(r, windowMs));
      if (events.length > Math.max(before, taken)) {
        throw new Error(`unexpected event(s): ${JSON.stringify(events.slice(Math.max(before, taken)))}`);
      }
    },
  };
}

/** Runs a single-result operation (query or mutation) over the socket and returns its result. */
export async function execute<T = any>(client: Client, query: string, variables?: Record<string, unknown>, timeoutMs = timeouts.event): Promise<WsResult<T>> {
  const op = subscribe<T>(client, query, variables);
  try {
    return await op.next(timeoutMs);
  } finally {
    op.dispose();
  }
}

/** Waits `ms` (default 300) so the server has registered subscriptions started just before. */
export function settle(ms = 300): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Resolves when `promise` does, or rejects after `ms` (default timeouts.event). */
export function withTimeout<T>(promise: Promise<T>, ms = timeouts.event, what = 'event'): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    }),
  ]);
}
