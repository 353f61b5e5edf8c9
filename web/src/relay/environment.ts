// The Relay environment of the web client.
// - Queries and mutations: POST /graphql with the persisted document id emitted by
//   relay-compiler ({ documentId, variables }) and `Authorization: Bearer <token>` when a
//   token is stored. Queries are retried twice (after 1 s, then 3 s) on network failure,
//   503 and 504; mutations are never retried (they may have taken effect).
// - Subscriptions: ONE shared graphql-ws client on ws(s)://<host>/graphql (webSocketClient.ts,
//   whose code, graphql-ws with it, loads with the first subscription, not with the entry
//   chunk). It is replaced whenever the environment is reset (login, logout, token change), so
//   a socket never outlives the session it was opened for.
// - 401/403 answers to requests that carried the token go to the auth failure tracker
//   (reportAuthFailure: grace period, circuit breaker); outside the grace period the token is
//   cleared and an invalid-token event is emitted, which the session turns into a sign-out.
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  getRequestIdentifier,
  type CacheConfig,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import { authFailures } from '../features/session/authFailures';
import { reportAuthFailure } from '../features/session/authEvents';
import { getStoredToken } from '../features/session/storage';
import { banNoticeOfErrors, showBanNotice } from '../features/session/banNotice';
import { GRAPHQL_PATH } from './endpoint';
import { ApiError, NetworkError, type GraphQLErrorShape } from './errors';

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

function isAuthFailure(status: number, errors: GraphQLErrorShape[]): boolean {
  if (errors.some((e) => AUTH_FAILURE_CODES.has(String(e?.extensions?.code ?? '')))) return true;
  const hasCodes = errors.some((e) => typeof e?.extensions?.code === 'string');
  return (status === 401 || status === 403) && !hasCodes;
}

async function sendOnce(params: RequestParameters, variables: Variables, signal: AbortSignal, extraHeaders: RequestHeaders): Promise<GraphQLResponse> {
  const token = getStoredToken();
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    // Marks the request as coming from the first-party client (CSRF prevention).
    'x-graphql-yoga-csrf': 'workers-commons-web',
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

/**
 * Headers one operation adds, through `cacheConfig.metadata.headers`: the browser's device id goes
 * with a guest's daily poll vote only (features/polls/pollVote.ts), never with every request.
 */
type RequestHeaders = Record<string, string>;

function requestHeadersOf(cacheConfig: CacheConfig): RequestHeaders {
  const headers = cacheConfig.metadata?.headers;
  return headers != null && typeof headers === 'object' ? (headers as RequestHeaders) : {};
}

/** Sends one operation, retrying queries on transient failures. Exported for tests. */
export async function sendWithRetry(
  params: RequestParameters,
  variables: Variables,
  signal: AbortSignal,
  extraHeaders: RequestHeaders = {},
): Promise<GraphQLResponse> {
  const retriable = params.operationKind === 'query';
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce(params, variables, signal, extraHeaders);
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

const fetchFn: FetchFunction = (params, variables, cacheConfig) => {
  const rendered = params.operationKind === 'query' ? takeServerRenderResponse(params, variables) : undefined;
  if (rendered) return Observable.from(rendered);
  return Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    sendWithRetry(params, variables, controller.signal, requestHeadersOf(cacheConfig)).then(
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
// Subscriptions: the shared graphql-ws client's code loads with the first subscription.

type WebSocketClient = typeof import('./webSocketClient');
let webSocketClient: WebSocketClient | null = null;
let loadingWebSocketClient: Promise<WebSocketClient> | null = null;

function loadWebSocketClient(): Promise<WebSocketClient> {
  loadingWebSocketClient ??= import('./webSocketClient').then(
    (module) => (webSocketClient = module),
    (error: unknown) => {
      loadingWebSocketClient = null; // the next subscription tries again
      throw error;
    },
  );
  return loadingWebSocketClient;
}

const subscribeFn: SubscribeFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let open = true;
    let unsubscribe: (() => void) | null = null;
    loadWebSocketClient().then(
      ({ subscribeOverWebSocket }) => {
        if (!open) return;
        const subscription = subscribeOverWebSocket(params, variables).subscribe(sink);
        unsubscribe = () => subscription.unsubscribe();
      },
      (cause: unknown) => {
        if (!open) return;
        open = false;
        sink.error(new NetworkError(GRAPHQL_PATH, { cause }));
      },
    );
    return () => {
      open = false;
      unsubscribe?.();
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
  // No client yet when its code is not in: the first subscription opens one with the current token.
  webSocketClient?.resetWsClient();
  currentEnvironment = createRelayEnvironment();
  for (const listener of [...environmentListeners]) listener();
}

export function subscribeRelayEnvironment(listener: () => void): () => void {
  environmentListeners.add(listener);
  return () => environmentListeners.delete(listener);
}
