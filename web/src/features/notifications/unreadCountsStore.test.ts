// The shared unread counts store against a fake Relay environment, session and socket state:
// one query and one subscription for the whole app, polling only while the socket is down
// (with the spec's intervals, stopping after 3 errors), a refetch after a reconnect, shared
// pending requests, and nothing at all for guests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const relay = vi.hoisted(() => ({
  fetchQuery: vi.fn(),
  requestSubscription: vi.fn(),
  commitLocalUpdate: vi.fn(),
}));
const session = vi.hoisted(() => ({ signedIn: true, listeners: new Set<() => void>() }));

vi.mock('relay-runtime', () => ({
  graphql: () => ({}),
  getRequest: (node: unknown) => node,
  createOperationDescriptor: () => ({ fragment: {} }),
  fetchQuery: relay.fetchQuery,
  requestSubscription: relay.requestSubscription,
  commitLocalUpdate: relay.commitLocalUpdate,
}));

const storeData = vi.hoisted(() => ({
  newMessages: true as boolean | null,
  onChange: null as null | ((snapshot: { data: unknown }) => void),
}));
const snapshotData = () => ({
  unreadCounts: { messages: 2, notificationsUnseen: 1, notificationsUnread: 1 },
  viewer: storeData.newMessages == null ? null : { id: 'U1', settings: { notifications: { newMessages: storeData.newMessages } } },
});
const environment = {
  retain: () => ({ dispose: () => undefined }),
  lookup: () => ({ data: snapshotData() }),
  subscribe: (_snapshot: unknown, callback: (snapshot: { data: unknown }) => void) => {
    storeData.onChange = callback;
    return { dispose: () => undefined };
  },
};

vi.mock('../../relay/environment', () => ({
  getRelayEnvironment: () => environment,
  subscribeRelayEnvironment: () => () => undefined,
}));

vi.mock('../session/sessionStore', () => ({
  getSessionSnapshot: () => (session.signedIn ? { status: 'authenticated', user: { id: 'U1' } } : { status: 'anonymous', user: null }),
  subscribeSession: (listener: () => void) => {
    session.listeners.add(listener);
    return () => session.listeners.delete(listener);
  },
}));

const MIN = 60_000;
let visibility: 'visible' | 'hidden' = 'visible';
let nextFetchFails = false;
const counts = { messages: 2, notificationsUnseen: 1, notificationsUnread: 1 };

function answer() {
  const fails = nextFetchFails;
  return {
    toPromise: () => (fails ? Promise.reject(new Error('offline')) : Promise.resolve({ unreadCounts: counts, viewer: null })),
  };
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

async function load() {
  vi.resetModules();
  const store = await import('./unreadCountsStore');
  const ws = await import('../../relay/wsStatus');
  return { store, ws };
}

beforeEach(() => {
  vi.useFakeTimers();
  session.signedIn = true;
  session.listeners.clear();
  storeData.newMessages = true;
  storeData.onChange = null;
  visibility = 'visible';
  nextFetchFails = false;
  relay.fetchQuery.mockReset().mockImplementation(answer);
  relay.requestSubscription.mockReset().mockReturnValue({ dispose: () => undefined });
  relay.commitLocalUpdate.mockReset();
  vi.stubGlobal('window', {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    matchMedia: () => ({ matches: false }),
  });
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility;
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('unread counts store', () => {
  it('loads once and subscribes once however many components use it, and never polls while live', async () => {
    const { store, ws } = await load();
    ws.setWsStatus('connected');
    const stops = [store.subscribeUnreadCounts(() => undefined), store.subscribeUnreadCounts(() => undefined)];
    await flush();
    expect(relay.fetchQuery).toHaveBeenCalledTimes(1);
    expect(relay.requestSubscription).toHaveBeenCalledTimes(1);
    expect(store.getUnreadSnapshot()).toMatchObject({ messages: 2, notificationsUnseen: 1, loaded: true });
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it('does nothing for guests', async () => {
    session.signedIn = false;
    const { store, ws } = await load();
    ws.setWsStatus('down');
    const stop = store.subscribeUnreadCounts(() => undefined);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(relay.fetchQuery).not.toHaveBeenCalled();
    expect(relay.requestSubscription).not.toHaveBeenCalled();
    expect(store.getUnreadSnapshot().loaded).toBe(false);
    stop();
  });

  it('polls every 5 minutes while the socket is down, and stops after 3 errors in a row', async () => {
    const { store, ws } = await load();
    ws.setWsStatus('connected');
    const stop = store.subscribeUnreadCounts(() => undefined);
    await flush();
    ws.setWsStatus('down');
    await vi.advanceTimersByTimeAsync(5 * MIN - 1000);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(2);
    nextFetchFails = true;
    await vi.advanceTimersByTimeAsync(5 * MIN);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(5);
    stop();
  });

  it('polls a hidden tab every 15 minutes', async () => {
    const { store, ws } = await load();
    const stop = store.subscribeUnreadCounts(() => undefined);
    await flush();
    visibility = 'hidden';
    ws.setWsStatus('down');
    await vi.advanceTimersByTimeAsync(15 * MIN - 1000);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refetches as soon as the socket reconnects, and then stops polling', async () => {
    const { store, ws } = await load();
    ws.setWsStatus('connected');
    const stop = store.subscribeUnreadCounts(() => undefined);
    await flush();
    ws.setWsStatus('down');
    await vi.advanceTimersByTimeAsync(MIN);
    ws.setWsStatus('connected');
    await flush();
    expect(relay.fetchQuery).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(2);
    stop();
  });

  it('shares a request in flight and reuses an answer for 30 s unless forced', async () => {
    const { store, ws } = await load();
    ws.setWsStatus('connected');
    const stop = store.subscribeUnreadCounts(() => undefined);
    const first = store.refreshUnreadCounts({ force: true });
    const second = store.refreshUnreadCounts({ force: true });
    await Promise.all([first, second]);
    expect(relay.fetchQuery).toHaveBeenCalledTimes(1);
    await store.refreshUnreadCounts();
    expect(relay.fetchQuery).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await store.refreshUnreadCounts();
    expect(relay.fetchQuery).toHaveBeenCalledTimes(2);
    stop();
  });

  it('copies pushed counts onto the Relay root record', async () => {
    const { store, ws } = await load();
    ws.setWsStatus('connected');
    const stop = store.subscribeUnreadCounts(() => undefined);
    await flush();
    const config = relay.requestSubscription.mock.calls[0]![1] as { onNext: (r: unknown) => void };
    config.onNext({ unreadCountsChanged: { messages: 7, notificationsUnseen: 0, notificationsUnread: 3 } });
    expect(relay.commitLocalUpdate).toHaveBeenCalledTimes(1);
    const values = new Map<string, unknown>();
    const record = { setValue: (v: unknown, k: string) => values.set(k, v) };
    const updater = relay.commitLocalUpdate.mock.calls[0]![1] as (s: unknown) => void;
    updater({ getRoot: () => ({ getLinkedRecord: () => record }) });
    expect(Object.fromEntries(values)).toEqual({ messages: 7, notificationsUnseen: 0, notificationsUnread: 3 });
    stop();
  });

  it('follows the newMessages setting in the Relay store (the Messages badge hides when it is off)', async () => {
    const { store, ws } = await load();
    ws.setWsStatus('connected');
    const stop = store.subscribeUnreadCounts(() => undefined);
    await flush();
    expect(store.getUnreadSnapshot().showMessageBadge).toBe(true);
    storeData.newMessages = false;
    storeData.onChange?.({ data: snapshotData() });
    expect(store.getUnreadSnapshot()).toMatchObject({ showMessageBadge: false, messages: 2 });
    storeData.newMessages = true;
    storeData.onChange?.({ data: snapshotData() });
    expect(store.getUnreadSnapshot().showMessageBadge).toBe(true);
    stop();
  });
});
