import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Observable, createOperationDescriptor, type RequestParameters } from 'relay-runtime';
import viewerQuery from '../features/session/__generated__/revalidateSessionQuery.graphql';
import { authFailures } from '../features/session/authFailures';
import { onInvalidToken } from '../features/session/authEvents';
import { STORAGE_KEYS, createMemoryStorage, setStorageForTests, type KeyValueStorage } from '../features/session/storage';
import { createRelayEnvironment, sendWithRetry } from './environment';
import { ApiError, NETWORK_ERROR_MESSAGE, NetworkError } from './errors';

const query = { id: 'abc123', text: null, name: 'TestQuery', operationKind: 'query', metadata: {}, cacheID: 'abc123' } as unknown as RequestParameters;
const mutation = { ...query, name: 'TestMutation', operationKind: 'mutation' } as unknown as RequestParameters;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let storage: KeyValueStorage;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  storage = createMemoryStorage();
  setStorageForTests(storage);
  authFailures.reset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setStorageForTests(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendWithRetry', () => {
  it('posts the persisted document id and variables with the bearer token', async () => {
    storage.setItem(STORAGE_KEYS.authToken, 'a.b.c');
    fetchMock.mockResolvedValueOnce(json({ data: { viewer: null } }));
    const result = await sendWithRetry(query, { x: 1 }, new AbortController().signal);
    expect(result).toEqual({ data: { viewer: null } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init?.body))).toEqual({ documentId: 'abc123', variables: { x: 1 } });
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer a.b.c');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { viewer: null } }));
    await sendWithRetry(query, {}, new AbortController().signal);
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("sends the headers an operation asks for in its cacheConfig (a guest's poll vote: the device id), and no device id otherwise", async () => {
    fetchMock.mockResolvedValue(json({ data: { viewer: null } }));
    const environment = createRelayEnvironment();
    const send = (cacheConfig?: object) =>
      new Promise<void>((done) =>
        environment.execute({ operation: createOperationDescriptor(viewerQuery, {}, cacheConfig) }).subscribe({ complete: () => done(), error: () => done() }),
      );
    await send({ metadata: { headers: { 'x-device-id': 'device-1', 'Content-Type': 'text/plain' } } });
    await send();
    const [asked, plain] = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(asked!['x-device-id']).toBe('device-1');
    // An operation's headers never replace the client's own.
    expect(asked!['Content-Type']).toBe('application/json');
    expect(plain!['x-device-id']).toBeUndefined();
  });

  it('turns GraphQL errors into an ApiError with the message and code', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: null, errors: [{ message: 'Invalid email or password', extensions: { code: 'INVALID_CREDENTIALS' } }] }));
    const error = await sendWithRetry(mutation, {}, new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid email or password');
    expect((error as ApiError).code).toBe('INVALID_CREDENTIALS');
  });

  it('retries a query twice on 503 (after 1 s and 3 s)', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('', { status: 504 }))
      .mockResolvedValueOnce(json({ data: { ok: true } }));
    const pending = sendWithRetry(query, {}, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(pending).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after two retries and reports network failures with the spec message', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const pending = sendWithRetry(query, {}, new AbortController().signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries a mutation', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(sendWithRetry(mutation, {}, new AbortController().signal)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the token and emits an invalid-token event on UNAUTHENTICATED outside the grace period', async () => {
    storage.setItem(STORAGE_KEYS.authToken, 'a.b.c');
    const listener = vi.fn();
    const off = onInvalidToken(listener);
    fetchMock.mockResolvedValueOnce(json({ data: null, errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] }));
    await sendWithRetry(query, {}, new AbortController().signal).catch(() => undefined);
    off();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the token on a 401 during the grace period after login', async () => {
    storage.setItem(STORAGE_KEYS.authToken, 'a.b.c');
    authFailures.markLogin();
    const listener = vi.fn();
    const off = onInvalidToken(listener);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await sendWithRetry(query, {}, new AbortController().signal).catch(() => undefined);
    off();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe('a.b.c');
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not treat a permission error (FORBIDDEN) as a rejected token', async () => {
    storage.setItem(STORAGE_KEYS.authToken, 'a.b.c');
    fetchMock.mockResolvedValueOnce(json({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }, 403));
    await sendWithRetry(query, {}, new AbortController().signal).catch(() => undefined);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe('a.b.c');
  });
});

describe('subscriptions', () => {
  const subscription = { ...query, name: 'TestSubscription', operationKind: 'subscription' } as unknown as RequestParameters;

  /** The environment module afresh, with the WebSocket client's module as `webSocketClient` makes it (counting the loads). */
  async function loadEnvironment(webSocketClient: () => object) {
    vi.resetModules();
    const loads = { count: 0 };
    vi.doMock('./webSocketClient', () => {
      loads.count += 1;
      return webSocketClient();
    });
    return { environment: await import('./environment'), loads };
  }

  function subscribe(environment: typeof import('./environment')) {
    return new Promise((resolve, reject) => {
      environment.getRelayEnvironment().getNetwork().execute(subscription, { x: 1 }, {}).subscribe({ next: resolve, error: reject });
    });
  }

  afterEach(() => {
    vi.doUnmock('./webSocketClient');
    vi.resetModules();
  });

  it("load the WebSocket client's code with the first one and run over it; a reset before that loads nothing", async () => {
    const resetWsClient = vi.fn();
    const subscribeOverWebSocket = vi.fn(() => Observable.from({ data: { count: 1 } }));
    const { environment, loads } = await loadEnvironment(() => ({ resetWsClient, subscribeOverWebSocket }));
    environment.resetRelayEnvironment();
    expect(loads.count).toBe(0);
    await expect(subscribe(environment)).resolves.toEqual({ data: { count: 1 } });
    expect(subscribeOverWebSocket).toHaveBeenCalledWith(subscription, { x: 1 });
    environment.resetRelayEnvironment();
    expect(resetWsClient).toHaveBeenCalledTimes(1);
  });

  it('fail with the network error while that code cannot load, and the next one loads it again', async () => {
    let unavailable = true;
    const subscribeOverWebSocket = vi.fn(() => Observable.from({ data: { count: 2 } }));
    const { environment, loads } = await loadEnvironment(() => {
      if (unavailable) throw new Error('Failed to fetch dynamically imported module');
      return { resetWsClient: vi.fn(), subscribeOverWebSocket };
    });
    await expect(subscribe(environment)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    unavailable = false;
    await expect(subscribe(environment)).resolves.toEqual({ data: { count: 2 } });
    expect(loads.count).toBe(2);
  });
});
