// GraphQL subscriptions (and queries) over graphql-ws on /graphql, executed through yoga's
// envelop so the schema, context, auth, limits and error masking are the HTTP ones.
//
// The socket glue is graphql-ws's `use/ws` adapter, reworked for thousands of open sockets:
// - one keep-alive sweep for all sockets (every KEEP_ALIVE_MS: a socket that has not answered the
//   previous ping is terminated, the others are pinged) instead of an interval per socket;
// - one timer for the connection_init deadline of all sockets still waiting for it;
// - the HTTP upgrade request is not kept: only the two things the context reads from it (the
//   peer address and X-Forwarded-For, for lib/clientIp.ts) stay with the socket;
// - each operation's context starts from those, the connection params and the socket, not from
//   a copy of graphql-ws's whole connection state.
import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws';
import type { createGraphQL } from '../graphql.ts';
import type { Ctx } from '../context.ts';

/** How often every socket is pinged; a socket that has not answered the previous ping by then is dropped. */
export const KEEP_ALIVE_MS = 12_000;
/** How long a socket may stay open without sending connection_init (graphql-ws's default). */
export const CONNECTION_INIT_WAIT_MS = 3_000;

/**
 * What the GraphQL context reads of the upgrade request (lib/clientIp.ts: the peer address and
 * X-Forwarded-For); the request itself, with all its headers, is not kept for the socket's life.
 */
export interface UpgradeRequestView {
  headers: { 'x-forwarded-for'?: string | string[] };
  socket: { remoteAddress?: string };
}

/** graphql-ws's `extra` of a connection: the socket and what the context needs of its request. */
export interface SocketExtra {
  socket: WebSocket;
  request: UpgradeRequestView;
}

export interface GraphQLWebSocketOptions {
  keepAliveMs?: number;
  connectionInitWaitMs?: number;
}

export interface GraphQLWebSocketServer {
  /** Closes every socket with 1001 Going away and stops the server's timers. */
  dispose(): Promise<void>;
}

export function attachGraphQLWebSocket(
  yoga: ReturnType<typeof createGraphQL>['yoga'],
  persisted: Record<string, string>,
  wss: WebSocketServer,
  options: GraphQLWebSocketOptions = {},
): GraphQLWebSocketServer {
  const isProd = process.env.NODE_ENV === 'production';
  const initDeadlines = createDeadlineQueue<WebSocket>(options.connectionInitWaitMs ?? CONNECTION_INIT_WAIT_MS, (socket) => {
    socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
  });
  const keepAlive = createKeepAlive(wss, options.keepAliveMs ?? KEEP_ALIVE_MS);

  const server = makeServer<Record<string, unknown>, SocketExtra>({
    // The deadline is kept by initDeadlines (one timer for all sockets), not per socket.
    connectionInitWaitTimeout: 0,
    execute: (args) => (args.rootValue as { execute(a: ExecutionArgs): unknown }).execute(args) as never,
    subscribe: (args) => (args.rootValue as { subscribe(a: ExecutionArgs): unknown }).subscribe(args) as never,
    // A token that is not accepted (expired, forged, signed out, revoked, banned) is refused at
    // connection_init: 4403 Forbidden, which the web client takes as the end of its session.
    onConnect: async (ctx) => {
      initDeadlines.remove(ctx.extra.socket);
      const { contextFactory } = yoga.getEnveloped(serverContext(ctx.extra, ctx.connectionParams));
      try {
        return ((await contextFactory()) as Ctx).authFailure === null;
      } catch {
        // The database is unreachable: each operation checks the token again (and answers 503).
        return true;
      }
    },
    onSubscribe: async (ctx, id, payload) => {
      const documentId = (payload as { documentId?: unknown }).documentId;
      const query = payload.query || (typeof documentId === 'string' ? persisted[documentId] : undefined);
      if (!query) return [new GraphQLError('Unknown document')];
      const { schema: envSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
        ...serverContext(ctx.extra, ctx.connectionParams),
        params: payload,
        // Lets shared fan-out (sharedResults.ts) write this operation's `next` frames itself.
        wsOperationId: id,
      });
      // graphql-ws recognises errors by class; CommonJS plugins (graphql-armor) throw errors of
      // graphql's other module copy, so they are re-created from this module's class.
      // `http` (status, Retry-After) is for HTTP responses only.
      const asOwnErrors = (errors: readonly { message: string; extensions?: Record<string, unknown> }[]) =>
        errors.map((e) => {
          const { http: _http, ...extensions } = e.extensions ?? {};
          return new GraphQLError(e.message, { extensions });
        });
      let document;
      try {
        document = parse(query);
        // Limit rules (aliases, depth, cost) throw from inside validation.
        const errors = validate(envSchema, document);
        if (errors.length > 0) return asOwnErrors(errors);
      } catch (error) {
        return asOwnErrors([error instanceof Error ? error : new Error('Invalid document')]);
      }
      let contextValue;
      try {
        // A copy: the object envelop extends property by property ends in dictionary mode (about
        // 800 bytes, kept for the subscription's life); a fresh literal of the same properties is
        // a third of that.
        contextValue = { ...(await contextFactory()) };
      } catch (error) {
        // Yoga masked it (e.g. SERVICE_UNAVAILABLE while the database is down): this operation
        // fails, the socket and its other operations stay.
        if (error instanceof Error && error.name === 'GraphQLError') return asOwnErrors([error as GraphQLError]);
        throw error;
      }
      return {
        schema: envSchema,
        operationName: payload.operationName,
        document,
        variableValues: payload.variables ?? undefined,
        contextValue,
        rootValue: { execute, subscribe },
      };
    },
  });

  const internalError = (socket: WebSocket, error: unknown) =>
    socket.close(
      CloseCode.InternalServerError,
      isProd ? 'Internal server error' : limitReason(error instanceof Error ? error.message : String(error), 'Internal server error'),
    );

  wss.options.handleProtocols = handleProtocols;
  wss.once('error', (error) => {
    console.error('Internal error emitted on the WebSocket server.', error);
    for (const client of wss.clients) internalError(client, error);
  });
  // One listener function of each kind for every socket (no closures per socket); what graphql-ws
  // must hear of a socket's close is found by the socket.
  const closers = new WeakMap<WebSocket, (code?: number, reason?: string) => Promise<void>>();
  function onSocketError(this: WebSocket, error: Error) {
    console.error('Internal error emitted on a WebSocket socket.', error);
    internalError(this, error);
  }
  function onSocketClose(this: WebSocket, code: number, reason: Buffer) {
    initDeadlines.remove(this);
    const closed = closers.get(this);
    closers.delete(this);
    void closed?.(code, String(reason));
  }
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    socket.on('error', onSocketError);
    keepAlive.watch(socket);
    initDeadlines.add(socket);
    closers.set(socket, server.opened(new SocketAdapter(socket, internalError), { socket, request: viewOf(request) }));
    socket.on('close', onSocketClose);
  });

  return {
    async dispose() {
      keepAlive.stop();
      initDeadlines.clear();
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) => wss.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/**
 * graphql-ws's view of a socket. A class, so its methods are shared by every socket rather than
 * made as closures for each one.
 */
class SocketAdapter {
  constructor(
    private readonly socket: WebSocket,
    private readonly internalError: (socket: WebSocket, error: unknown) => void,
  ) {}

  get protocol(): string {
    return this.socket.protocol;
  }

  send(data: string): Promise<void> {
    const { socket } = this;
    return new Promise<void>((resolve, reject) => {
      if (socket.readyState !== socket.OPEN) return resolve();
      socket.send(data, (err) => (err ? reject(err) : resolve()));
    });
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }

  onMessage(cb: (data: string) => Promise<void>): void {
    const { socket, internalError } = this;
    const failed = (error: unknown) => {
      console.error('Internal error while handling a WebSocket message.', error);
      internalError(socket, error);
    };
    // Not an async listener: graphql-ws's handler of a subscribe message stays pending for the
    // subscription's life, and an async function keeps its arguments (here the received buffer)
    // until it returns.
    socket.on('message', (data) => {
      cb(String(data)).catch(failed);
    });
  }
}

/** The server context an operation starts from (graphql.ts reads connectionParams and wsRequest). */
function serverContext(extra: SocketExtra, connectionParams: Record<string, unknown> | undefined) {
  return { wsRequest: extra.request as IncomingMessage, connectionParams: connectionParams ?? {}, socket: extra };
}

/** The part of the upgrade request the context reads; the rest of the request is not kept. */
function viewOf(request: IncomingMessage): UpgradeRequestView {
  const forwarded = request.headers['x-forwarded-for'];
  return { headers: forwarded === undefined ? NO_HEADERS : { 'x-forwarded-for': forwarded }, socket: { remoteAddress: request.socket.remoteAddress } };
}
const NO_HEADERS: UpgradeRequestView['headers'] = Object.freeze({});

/** A close reason fits in a control frame (123 bytes); longer ones are replaced. */
function limitReason(reason: string, whenTooLong: string): string {
  return Buffer.byteLength(reason) < 124 ? reason : whenTooLong;
}

/**
 * Pings every open socket each `intervalMs` from one timer; a socket that has not answered the
 * previous ping when the next sweep comes is terminated (dead peers, half-open connections).
 */
export function createKeepAlive(wss: WebSocketServer, intervalMs: number) {
  const awaitingPong = new WeakSet<WebSocket>();
  // One listener function for every socket (no closure per socket).
  function answered(this: WebSocket) {
    awaitingPong.delete(this);
  }
  let timer: NodeJS.Timeout | null = null;
  const sweep = () => {
    for (const socket of wss.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (awaitingPong.has(socket)) {
        socket.terminate();
        continue;
      }
      awaitingPong.add(socket);
      socket.ping();
    }
  };
  const enabled = intervalMs > 0 && Number.isFinite(intervalMs);
  return {
    watch(socket: WebSocket) {
      if (!enabled) return;
      socket.on('pong', answered);
      timer ??= setInterval(sweep, intervalMs).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * Items that must be handled `delayMs` after being added unless removed first, from one timer.
 * Every item gets the same delay, so insertion order is deadline order (a Map keeps it).
 */
export function createDeadlineQueue<T>(delayMs: number, expire: (item: T) => void) {
  const deadlines = new Map<T, number>();
  let timer: NodeJS.Timeout | null = null;
  const enabled = delayMs > 0 && Number.isFinite(delayMs);
  const schedule = () => {
    timer = null;
    const head = deadlines.values().next();
    if (!head.done) timer = setTimeout(run, Math.max(0, head.value - Date.now())).unref();
  };
  const run = () => {
    const now = Date.now();
    for (const [item, deadline] of deadlines) {
      if (deadline > now) break;
      deadlines.delete(item);
      expire(item);
    }
    schedule();
  };
  return {
    add(item: T) {
      if (!enabled) return;
      deadlines.set(item, Date.now() + delayMs);
      if (!timer) schedule();
    },
    remove(item: T) {
      deadlines.delete(item);
    },
    clear() {
      deadlines.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
