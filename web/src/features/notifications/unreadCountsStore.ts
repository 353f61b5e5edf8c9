// The viewer's unread counts (messages; notifications unseen and unread): ONE store for the
// whole app, used through useUnreadCounts(); it comes with the members' part of the shell
// (shell/MemberShell.tsx), so a guest's page never loads it. While at least one component uses
// it and a member is signed in, it
// - loads the counts once (unreadCountsStoreQuery), with the viewer's newMessages setting,
//   and then follows both in the Relay store (root field `unreadCounts`; mutations that
//   answer with counts copy them there, and the badge hides when the setting is off);
// - keeps one `unreadCountsChanged` subscription open for live updates;
// - refetches after every WebSocket reconnect (pushes may have been missed meanwhile);
// - polls ONLY while live updates are not flowing (socket down or subscription failed), with
//   the spec's intervals (unreadPolling.ts), stopping after 3 consecutive errors;
// - shares a pending request between callers and reuses an answer for 30 s (non-forced).
// Guests: nothing is fetched, nothing polls. A new Relay environment (login, logout, token
// change) starts everything again from zero, so no count of one session shows in the next.
// Failures are silent (spec §8: unread-count rejections are ignored).
import {
  commitLocalUpdate,
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  graphql,
  requestSubscription,
  type Disposable,
  type Environment,
} from 'relay-runtime';
import { getRelayEnvironment, subscribeRelayEnvironment } from '../../relay/environment';
import { getWsStatus, onWsReconnected, reconnectDelayMs, subscribeWsStatus } from '../../relay/wsStatus';
import { isSignedIn } from '../session/sessionMachine';
import { getSessionSnapshot, subscribeSession } from '../session/sessionStore';
import { MOBILE_MAX_WIDTH } from '../shell/shellRules';
import type { unreadCountsStoreQuery, unreadCountsStoreQuery$data } from './__generated__/unreadCountsStoreQuery.graphql';
import type { unreadCountsStoreSubscription } from './__generated__/unreadCountsStoreSubscription.graphql';
import { isCountsFresh, nextPollDelayMs, shouldPoll, unreadPollIntervalMs } from './unreadPolling';
import { NO_UNREAD, type UnreadCounts, type UnreadSnapshot } from './unreadSnapshot';

const query = graphql`
  query unreadCountsStoreQuery {
    unreadCounts {
      messages
      notificationsUnseen
      notificationsUnread
    }
    viewer {
      id
      settings {
        notifications {
          newMessages
        }
      }
    }
  }
`;

const subscription = graphql`
  subscription unreadCountsStoreSubscription {
    unreadCountsChanged {
      messages
      notificationsUnseen
      notificationsUnread
    }
  }
`;

let snapshot: UnreadSnapshot = NO_UNREAD;
const listeners = new Set<() => void>();
let consumers = 0;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
let teardownGlobal: (() => void) | null = null;

/** Everything tied to one (environment, signed-in member). */
interface Session {
  environment: Environment;
  subscription: Disposable | null;
  subscriptionOpen: boolean;
  subscriptionRetries: number;
  resubscribeTimer: ReturnType<typeof setTimeout> | null;
  pending: Promise<void> | null;
  lastFetchedAt: number | null;
  lastAttemptAt: number;
  consecutiveErrors: number;
  pollTimer: ReturnType<typeof setTimeout> | null;
  retained: Disposable | null;
  settingsWatch: Disposable | null;
  closed: boolean;
}

let current: Session | null = null;
let lastInteractionAt: number | null = null;

function publish(next: Partial<UnreadSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of [...listeners]) listener();
}

function isLive(session: Session): boolean {
  return session.subscriptionOpen && getWsStatus() === 'connected';
}

function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
}

function newMessagesSetting(data: unreadCountsStoreQuery$data | null | undefined): boolean {
  return data?.viewer?.settings?.notifications?.newMessages ?? true;
}

// ------------------------------------------------------------------- fetching
// The counts live in the Relay store, on the root's `unreadCounts` record: the query writes
// it, pushes and mutation answers are copied onto it (UnreadCounts has no id, so each payload
// would otherwise stay a separate record), and this store follows it.

const COUNT_FIELDS = ['messages', 'notificationsUnseen', 'notificationsUnread'] as const;
const ROOT_COUNTS_ID = 'client:root:unreadCounts';

function writeCounts(session: Session, counts: UnreadCounts): void {
  if (session.closed) return;
  commitLocalUpdate(session.environment, (store) => {
    const root = store.getRoot();
    let record = root.getLinkedRecord('unreadCounts');
    if (!record) {
      record = store.get(ROOT_COUNTS_ID) ?? store.create(ROOT_COUNTS_ID, 'UnreadCounts');
      root.setLinkedRecord(record, 'unreadCounts');
    }
    for (const field of COUNT_FIELDS) record.setValue(counts[field], field);
  });
  markFresh(session);
}

function markFresh(session: Session): void {
  session.lastFetchedAt = Date.now();
  session.consecutiveErrors = 0;
}

function publishFromStore(data: unreadCountsStoreQuery$data | null | undefined): void {
  const counts = data?.unreadCounts;
  publish({
    messages: counts?.messages ?? 0,
    notificationsUnseen: counts?.notificationsUnseen ?? 0,
    notificationsUnread: counts?.notificationsUnread ?? 0,
    loaded: counts != null,
    showMessageBadge: newMessagesSetting(data),
  });
}

/** Follows the counts and the viewer's newMessages setting in the Relay store. */
function watchStore(session: Session): void {
  if (session.settingsWatch || session.closed) return;
  const operation = createOperationDescriptor(getRequest(query), {});
  session.retained = session.environment.retain(operation);
  const initial = session.environment.lookup(operation.fragment);
  publishFromStore(initial.data as unreadCountsStoreQuery$data);
  session.settingsWatch = session.environment.subscribe(initial, (next) => {
    if (!session.closed) publishFromStore(next.data as unreadCountsStoreQuery$data);
  });
}

function fetchCounts(session: Session, force: boolean): Promise<void> {
  if (session.closed) return Promise.resolve();
  if (session.pending) return session.pending;
  if (!force && isCountsFresh(session.lastFetchedAt, Date.now())) return Promise.resolve();
  session.lastAttemptAt = Date.now();
  const request = fetchQuery<unreadCountsStoreQuery>(session.environment, query, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => {
      if (!data?.unreadCounts) throw new Error('No unread counts');
      if (session.closed) return;
      markFresh(session);
      watchStore(session);
    })
    .catch(() => {
      if (!session.closed) session.consecutiveErrors += 1;
    })
    .finally(() => {
      session.pending = null;
      schedulePoll(session);
    });
  session.pending = request;
  return request;
}

// ------------------------------------------------------------------- live updates

function subscribe(session: Session): void {
  if (session.closed) return;
  session.subscriptionOpen = true;
  const retry = () => {
    if (session.closed) return;
    session.subscriptionOpen = false;
    session.subscription = null;
    schedulePoll(session);
    const wait = reconnectDelayMs(session.subscriptionRetries);
    session.subscriptionRetries += 1;
    session.resubscribeTimer = setTimeout(() => {
      session.resubscribeTimer = null;
      if (session.closed) return;
      subscribe(session);
      // Whatever changed while the subscription was closed was missed.
      void fetchCounts(session, true);
    }, wait);
  };
  session.subscription = requestSubscription<unreadCountsStoreSubscription>(session.environment, {
    subscription,
    variables: {},
    onNext: (response) => {
      if (!response?.unreadCountsChanged) return;
      session.subscriptionRetries = 0;
      writeCounts(session, response.unreadCountsChanged);
    },
    onError: retry,
    onCompleted: retry,
  });
}

// ------------------------------------------------------------------- fallback polling

function schedulePoll(session: Session): void {
  if (session.pollTimer) clearTimeout(session.pollTimer);
  session.pollTimer = null;
  if (session.closed) return;
  if (!shouldPoll({ authenticated: true, live: isLive(session), consecutiveErrors: session.consecutiveErrors })) return;
  const now = Date.now();
  const interval = unreadPollIntervalMs({
    hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
    mobile: isMobileViewport(),
    lastInteractionAt,
    now,
  });
  const from = Math.max(session.lastFetchedAt ?? 0, session.lastAttemptAt);
  session.pollTimer = setTimeout(() => {
    session.pollTimer = null;
    if (session.closed || isLive(session)) return;
    void fetchCounts(session, true);
  }, nextPollDelayMs(from, interval, now));
}

// ------------------------------------------------------------------- lifecycle

function openSession(environment: Environment): Session {
  const session: Session = {
    environment,
    subscription: null,
    subscriptionOpen: false,
    subscriptionRetries: 0,
    resubscribeTimer: null,
    pending: null,
    lastFetchedAt: null,
    lastAttemptAt: Date.now(),
    consecutiveErrors: 0,
    pollTimer: null,
    retained: null,
    settingsWatch: null,
    closed: false,
  };
  subscribe(session);
  void fetchCounts(session, true);
  return session;
}

function closeSession(session: Session): void {
  session.closed = true;
  session.subscription?.dispose();
  session.settingsWatch?.dispose();
  session.retained?.dispose();
  if (session.pollTimer) clearTimeout(session.pollTimer);
  if (session.resubscribeTimer) clearTimeout(session.resubscribeTimer);
}

/** Opens, keeps or closes the session part after a login, logout or environment change. */
function sync(): void {
  const environment = isSignedIn(getSessionSnapshot()) ? getRelayEnvironment() : null;
  if (current && current.environment === environment) return;
  if (current) closeSession(current);
  current = null;
  snapshot = NO_UNREAD;
  publish({});
  if (environment) current = openSession(environment);
}

function startGlobal(): () => void {
  // The session store replaces the environment before it publishes the new session state:
  // syncing a moment later sees both in step.
  const syncSoon = () => queueMicrotask(sync);
  const unsubscribers = [
    subscribeSession(syncSoon),
    subscribeRelayEnvironment(syncSoon),
    subscribeWsStatus(() => {
      if (current) schedulePoll(current);
    }),
    onWsReconnected(() => {
      if (current) void fetchCounts(current, true);
    }),
  ];
  const onInteraction = () => {
    lastInteractionAt = Date.now();
  };
  const onVisibility = () => {
    if (current) schedulePoll(current);
  };
  const interactionEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  for (const name of interactionEvents) window.addEventListener(name, onInteraction, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onVisibility);
  sync();
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    for (const name of interactionEvents) window.removeEventListener(name, onInteraction, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
    if (current) closeSession(current);
    current = null;
    snapshot = NO_UNREAD;
  };
}

// ------------------------------------------------------------------- public API

export function getUnreadSnapshot(): UnreadSnapshot {
  return snapshot;
}

/** For useSyncExternalStore: the first subscriber starts the store, the last one stops it. */
export function subscribeUnreadCounts(listener: () => void): () => void {
  listeners.add(listener);
  consumers += 1;
  if (stopTimer) {
    clearTimeout(stopTimer);
    stopTimer = null;
  }
  teardownGlobal ??= startGlobal();
  return () => {
    listeners.delete(listener);
    consumers -= 1;
    if (consumers === 0) {
      // Deferred: a component re-subscribing in the same tick (StrictMode, remounts) keeps it.
      stopTimer = setTimeout(() => {
        stopTimer = null;
        if (consumers === 0 && teardownGlobal) {
          teardownGlobal();
          teardownGlobal = null;
        }
      }, 1000);
    }
  };
}

/**
 * Asks for fresh counts. Shares a request in flight; without `force`, an answer younger
 * than 30 s is kept. Never rejects.
 */
export function refreshUnreadCounts(options: { force?: boolean } = {}): Promise<void> {
  return current ? fetchCounts(current, options.force === true) : Promise.resolve();
}

/** Takes counts a mutation answered with (mark read, acknowledge, delete ...). */
export function applyUnreadCounts(counts: UnreadCounts | null | undefined): void {
  if (current && counts) writeCounts(current, counts);
}
