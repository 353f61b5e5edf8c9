// The one shared graphql-ws client of the Relay environment (environment.ts), whose code loads
// with the first subscription.
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
import { createClient, type Client, type SubscribePayload } from 'graphql-ws/client';
import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { AUTH_BREAKER_RESET_MS, authFailures } from '../features/session/authFailures';
import { reportAuthFailure } from '../features/session/authEvents';
import { getStoredToken } from '../features/session/storage';
import { GRAPHQL_PATH } from './endpoint';
import { ApiError, NetworkError, type GraphQLErrorShape } from './errors';
import { getWsStatus, reconnectDelayMs, setWsStatus } from './wsStatus';

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

function getWsClient(): Client {
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

/** A subscription over the shared client (opened for it when none is). */
export function subscribeOverWebSocket(params: RequestParameters, variables: Variables): Observable<GraphQLResponse> {
  return Observable.create<GraphQLResponse>((sink) => {
    const payload: SubscribePayload & { documentId?: string } = {
      query: params.text ?? '',
      variables,
      operationName: params.name,
      ...(params.id != null
        ? { documentId: params.id, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
        : {}),
    };
    const client = getWsClient();
    let open = true;
    activeWsSubscriptions += 1;
    const finish = () => {
      if (!open) return;
      open = false;
      if (wsClient === client) activeWsSubscriptions = Math.max(0, activeWsSubscriptions - 1);
    };
    const dispose = client.subscribe(payload, {
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
    return () => {
      finish();
      dispose();
    };
  });
}
