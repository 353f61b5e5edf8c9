// The Relay environment of the web client.
// - Queries and mutations: POST /graphql with the persisted document id emitted by
//   relay-compiler ({ documentId, variables }) and `Authorization: Bearer <token>` when a
//   token is stored. Queries are retried twice (after 1 s, then 3 s) on network failure,
//   503 and 504; mutations are never retried (they may have taken effect).
// - Subscriptions: ONE shared graphql-ws client on ws(s)://<host>/graphql, lazy (its code too:
//   graphql-ws is imported with the first subscription, not with the entry chunk), reconnecting
//   forever with jittered exponential backoff, the token in connectionParams; its connection
//   state and "reconnected" event are published in wsStatus.ts. It is replaced whenever the
//   environment is reset (login, logout, token change), so a socket never outlives the
//   session it was opened for.
// - 401/403 answers to requests that carried the token go to the auth failure tracker
//   (grace period, circuit breaker); outside the grace period the token is cleared and an
//   invalid-token event is emitted, which the session turns into a sign-out.
import type { Client, SubscribePayload } from 'graphql-ws/client';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  getRequestIdentifier,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import { AUTH_BREAKER_RESET_MS, authFailures } from '../features/session/authFailures';
import { emitInvalidToken, logAuthEvent } from '../features/session/authEvents';
import { clearStoredCredentials, getStoredToken } from '../features/session/storage';
import { banNoticeOfErrors, showBanNotice } from '../features/session/banNotice';
import { DEVICE_ID_HEADER, getDeviceId } from '../features/polls/deviceId';
import { ApiError, NetworkError, type GraphQLErrorShape } from './errors';
import { getWsStatus, reconnectDelayMs, setWsStatus } from './wsStatus';

export const GRAPHQL_PATH = '/graphql';
const RETRY_DELAYS_MS = [1000, 3000];
const RETRY_STATUSES = new Set([503, 504]);
/** GraphQL error codes meaning "the token presented is not (or no longer) accepted". */
const AUTH_FAILURE_CODES = new Set(['UNAUTHENTICATED', 'BANNED']);

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function requestBody(params: RequestParameters, variables: Variables): Record<string, unknown> {
  if (params.id != null) return { documentId: params.id, variables };
  return { query: params.text, variables, operationName: params.name };
}

/** Called when the server rejects the token that was sent with a request. */
function reportAuthFailure(tokenSent: string, detail: string): void {
  const outcome = authFailures.recordFailure();
  if (outcome.breakerJustOpened) logAuthEvent('circuit_open', detail);
  // Only act when the rejected token is still the stored one: a response to a request made
  // before a new login must not sign the new session out.
  if (outcome.clearToken && getStoredToken() === tokenSent) {
    clearStoredCredentials();
    logAuthEvent('token_rejected', detail);
    emitInvalidToken(detail);
  }
}

function isAuthFailure(status: number, errors: GraphQLErrorShape[]): boolean {
  if (errors.some((e) => AUTH_FAILURE_CODES.has(String(e?.extensions?.code ?? '')))) return true;
  const hasCodes = errors.some((e) => typeof e?.extensions?.code === 'string');
  return (status === 401 || status === 403) && !hasCodes;
}

async function sendOnce(params: RequestParameters, variables: Variables, signal: AbortSignal): Promise<GraphQLResponse> {
  const token = getStoredToken();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    // Marks the request as coming from the first-party client (CSRF prevention).
    'x-graphql-yoga-csrf': 'workers-commons-web',
    // The browser's random device id (anonymous daily vote on the feed poll).
    [DEVICE_ID_HEADER]: getDeviceId(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify(requestBody(params, variables)),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new NetworkError(GRAPHQL_PATH, { cause });
  }

  let body: { data?: unknown; errors?: unknown } | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed != null && typeof parsed === 'object') body = parsed as { data?: unknown; errors?: unknown };
  } catch {
    body = null;
  }
  const errors = Array.isArray(body?.errors) ? (body.errors as GraphQLErrorShape[]) : [];

  if (token) {
    // A ban says why (end time and reason): the session shows it when it signs this tab out.
    const ban = banNoticeOfErrors(errors);
    if (ban && getStoredToken() === token) showBanNotice(ban);
    if (isAuthFailure(response.status, errors)) reportAuthFailure(token, `HTTP ${response.status} ${params.name}`);
    else if (response.ok) authFailures.recordSuccess();
  }

  if (body == null || body.data == null) {
    throw new ApiError({ status: response.status, endpoint: GRAPHQL_PATH, errors, data: body?.data });
  }
  return body as GraphQLResponse;
}

/** Sends one operation, retrying queries on transient failures. Exported for tests. */
export async function sendWithRetry(params: RequestParameters, variables: Variables, signal: AbortSignal): Promise<GraphQLResponse> {
  const retriable = params.operationKind === 'query';
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce(params, variables, signal);
    } catch (error) {
      const transient =
        error instanceof NetworkError || (error instanceof ApiError && RETRY_STATUSES.has(error.status));
      if (!retriable || !transient || attempt >= RETRY_DELAYS_MS.length || signal.aborted) throw error;
      await delay(RETRY_DELAYS_MS[attempt], signal);
    }
  }
}

/** Answers a server render put in the page, by request identifier (documentId and variables). */
export type ServerRenderResponses = Record<string, GraphQLResponse>;

let serverRenderResponses: ServerRenderResponses = {};

/**
 * The answers a server-rendered page came with (web/src/entry-server.tsx): the first load's
 * queries take them, each once, instead of asking again, so the page hydrates on the same data.
 */
export function primeServerRenderResponses(responses: ServerRenderResponses): void {
  serverRenderResponses = responses;
}

function takeServerRenderResponse(params: RequestParameters, variables: Variables): GraphQLResponse | undefined {
  const key = getRequestIdentifier(params, variables);
  const response = serverRenderResponses[key];
  if (response) delete serverRenderResponses[key];
  return response;
}

const fetchFn: FetchFunction = (params, variables) => {
  const rendered = params.operationKind === 'query' ? takeServerRenderResponse(params, variables) : undefined;
  if (rendered) return Observable.from(rendered);
  return Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    sendWithRetry(params, variables, controller.signal).then(
      (response) => {
        sink.next(response);
        sink.complete();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  });
};

// ---------------------------------------------------------------------------------------
// The one shared graphql-ws client.
// - Lazy: the socket opens with the first subscription and closes after the last one.
// - Reconnects forever while the page is open, waiting `reconnectDelayMs` (exponential,
//   capped at 30 s, jittered) between attempts; going back online cuts the wait short.
//   While the auth circuit breaker is open, a signed-in client waits for it to cool down.
// - connectionParams read the stored token at each (re)connect.
// - Its state goes to `wsStatus.ts` (idle / connecting / connected / down, and a
//   "reconnected" event) so features can poll while it is down and refetch what they
//   may have missed once it is back.
// - Replaced on every login, logout or token change (resetRelayEnvironment), so nothing
//   of an old session arrives on the new one.

let wsClient: Client | null = null;
/** Subscriptions currently open on `wsClient` (to tell a lost socket from a lazy close). */
let activeWsSubscriptions = 0;

function websocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

function isCloseEvent(value: unknown): value is { code: number; reason: string } {
  return value != null && typeof value === 'object' && 'code' in value && typeof (value as { code: unknown }).code === 'number';
}

/** Waits `ms`, or less if the browser reports that it is back online. */
function waitForRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

type GraphQLWs = typeof import('graphql-ws/client');
let graphqlWs: Promise<GraphQLWs> | null = null;

/** graphql-ws, loaded once, when the first subscription starts. */
function loadGraphQLWs(): Promise<GraphQLWs> {
  graphqlWs ??= import('graphql-ws/client').catch((error: unknown) => {
    graphqlWs = null; // the next subscription tries again
    throw error;
  });
  return graphqlWs;
}

function getWsClient({ createClient }: GraphQLWs): Client {
  if (wsClient) return wsClient;
  const tokenAtCreation = getStoredToken();
  const isCurrent = () => wsClient === client;
  const client: Client = createClient({
    url: websocketUrl(),
    lazy: true,
    connectionParams: () => {
      const token = getStoredToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    retryWait: async (retries) => {
      let wait = reconnectDelayMs(retries);
      if (tokenAtCreation && authFailures.isBreakerOpen()) wait = Math.max(wait, AUTH_BREAKER_RESET_MS);
      await waitForRetry(wait);
    },
    shouldRetry: (event) => {
      // 4403: the server refused the connection (token not accepted). Retrying cannot help;
      // the session layer signs out and a new client starts for the next session.
      return !(isCloseEvent(event) && event.code === 4403);
    },
    on: {
      connecting: () => {
        if (isCurrent() && getWsStatus() !== 'down') setWsStatus('connecting');
      },
      connected: () => {
        if (isCurrent()) setWsStatus('connected');
      },
      closed: (event) => {
        if (isCloseEvent(event) && event.code === 4403 && tokenAtCreation) {
          reportAuthFailure(tokenAtCreation, `WebSocket ${event.code}`);
        }
        if (isCurrent()) setWsStatus(activeWsSubscriptions > 0 ? 'down' : 'idle');
      },
    },
  });
  wsClient = client;
  activeWsSubscriptions = 0;
  return client;
}

/** Closes the shared socket; the next subscription opens a new one with the current token. */
export function resetWsClient(): void {
  const client = wsClient;
  wsClient = null;
  activeWsSubscriptions = 0;
  setWsStatus('idle');
  // dispose() waits for a connection attempt in progress and rejects if it failed.
  if (client) Promise.resolve(client.dispose()).catch(() => undefined);
}

function subscriptionError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) return new ApiError({ status: 0, endpoint: GRAPHQL_PATH, errors: error as GraphQLErrorShape[] });
  return new NetworkError(GRAPHQL_PATH, { cause: error });
}

const subscribeFn: SubscribeFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const payload: SubscribePayload & { documentId?: string } = {
      query: params.text ?? '',
      variables,
      operationName: params.name,
      ...(params.id != null
        ? { documentId: params.id, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
        : {}),
    };
    let open = true;
    let client: Client | null = null;
    let dispose: (() => void) | null = null;
    const finish = () => {
      if (!open) return;
      open = false;
      if (client && wsClient === client) activeWsSubscriptions = Math.max(0, activeWsSubscriptions - 1);
    };
    loadGraphQLWs().then(
      (graphqlWsModule) => {
        if (!open) return;
        client = getWsClient(graphqlWsModule);
        activeWsSubscriptions += 1;
        dispose = client.subscribe(payload, {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (error) => {
            finish();
            sink.error(subscriptionError(error));
          },
          complete: () => {
            finish();
            sink.complete();
          },
        });
      },
      (cause: unknown) => {
        if (!open) return;
        open = false;
        sink.error(new NetworkError(GRAPHQL_PATH, { cause }));
      },
    );
    return () => {
      finish();
      dispose?.();
    };
  });

// ---------------------------------------------------------------------------------------
// The environment, replaced as a whole on login and logout so no data of one session is
// ever shown to the next (a shared computer at a workplace is a real case).

/** `fetch`: how queries and mutations are sent; a server render answers them in process. */
export function createRelayEnvironment(fetch: FetchFunction = fetchFn): Environment {
  return new Environment({
    network: Network.create(fetch, subscribeFn),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

let currentEnvironment: Environment | null = null;

/** A server render's environment, current while it renders (renders take turns: api/src/lib/serverRender.ts). */
export function setServerRenderEnvironment(environment: Environment): void {
  currentEnvironment = environment;
}
const environmentListeners = new Set<() => void>();

export function getRelayEnvironment(): Environment {
  currentEnvironment ??= createRelayEnvironment();
  return currentEnvironment;
}

export function resetRelayEnvironment(): void {
  resetWsClient();
  currentEnvironment = createRelayEnvironment();
  for (const listener of [...environmentListeners]) listener();
}

export function subscribeRelayEnvironment(listener: () => void): () => void {
  environmentListeners.add(listener);
  return () => environmentListeners.delete(listener);
}
