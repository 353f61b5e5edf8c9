// The one analytics queue of the client (content spec §7, §9; issue 13): short-video share
// events, page views and web-vitals samples wait here and go out in batches, when 10 are queued,
// every 30 s, or with navigator.sendBeacon when the page is hidden or unloads. A failed batch is
// put back (the queue is bounded: the oldest go first). The admin health panel reads its state.
//
// Page views and web vitals are queued only once the member (or this device) agreed; share events
// always, but they carry the session id only with that agreement. A beacon cannot send the
// sign-in header, so it goes without credentials as a guest's, with the device's agreement flag
// (docs/decisions.md 'Analytics beacons').

export const BATCH_SIZE = 10;
export const FLUSH_INTERVAL_MS = 30_000;
/** Most events kept waiting (after failures); the oldest are dropped beyond it. */
export const MAX_PENDING = 200;

export type ShareAction =
  | 'card_created'
  | 'card_failed'
  | 'caption_copied'
  | 'script_made'
  | 'upload_page_opened'
  | 'qr_shown'
  | 'quick_share'
  | 'app_opened'
  | 'app_open_failed'
  | 'share_opened'
  | 'share';

export type EventData = Record<string, string | number | boolean | null>;
export type WebVitalMetric = 'LCP' | 'INP' | 'FID' | 'CLS' | 'FCP' | 'TTFB';

type Entry =
  | { kind: 'share'; action: ShareAction; postId: number | null; data?: EventData; timestamp: number }
  | { kind: 'pageView'; route: string }
  | { kind: 'vital'; metric: WebVitalMetric; value: number; route: string };

export interface AnalyticsState {
  /** idle (nothing in flight), sending, or error (the last batch failed; it waits to be retried). */
  status: 'idle' | 'sending' | 'error';
  /** The timer and page-hide listeners are in place. */
  initialized: boolean;
  /** The web-vitals library is loaded (only after consent). */
  scriptLoaded: boolean;
  pending: number;
  /** Events whose sending failed since the last reset (requeued or, refused by the server, dropped). */
  failed: number;
  lastFailure: { message: string; at: number } | null;
}

export interface QueueEnvironment {
  fetch: typeof fetch;
  /** navigator.sendBeacon, or null where there is none. */
  sendBeacon: ((url: string, body: Blob) => boolean) | null;
  now: () => number;
  /** The stored sign-in token, or null. */
  token: () => string | null;
  /** Whether the member or this device agreed to analytics (null: not chosen yet, which is no). */
  consent: () => boolean | null;
  sessionId: () => string;
  /** Calls `onHide` when the page is hidden or unloads (visibilitychange to hidden, pagehide); returns the remover. */
  onPageHide: (onHide: () => void) => () => void;
}

const ENDPOINTS = {
  share: '/api/tiktok/analytics/tiktok',
  pageView: '/api/analytics/page-views',
  vital: '/api/analytics/web-vitals',
} as const;

type Kind = Entry['kind'];

/** Status codes worth retrying: the batch was fine, the moment was not. */
const isRetryable = (status: number) => status === 408 || status === 429 || status >= 500;

export function createAnalyticsQueue(env: QueueEnvironment) {
  let pending: Entry[] = [];
  let state: AnalyticsState = { status: 'idle', initialized: false, scriptLoaded: false, pending: 0, failed: 0, lastFailure: null };
  let shortVideoEnabled = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let removePageHide: (() => void) | null = null;
  let inFlight = false;
  const listeners = new Set<() => void>();

  function update(patch: Partial<AnalyticsState>) {
    state = { ...state, ...patch, pending: pending.length };
    for (const listener of [...listeners]) listener();
  }

  function enqueue(entry: Entry) {
    pending.push(entry);
    if (pending.length > MAX_PENDING) pending = pending.slice(pending.length - MAX_PENDING);
    update({});
    if (pending.length >= BATCH_SIZE) void flush();
  }

  function bodyFor(kind: Kind, entries: Entry[], consent: boolean): Record<string, unknown> {
    const sessionId = consent ? env.sessionId() : undefined;
    if (kind === 'share') {
      return {
        consent,
        events: entries.map((e) => {
          const s = e as Extract<Entry, { kind: 'share' }>;
          return { action: s.action, postId: s.postId, data: s.data, timestamp: s.timestamp, sessionId };
        }),
      };
    }
    if (kind === 'pageView') return { consent, sessionId, views: entries.map((e) => ({ route: (e as Extract<Entry, { kind: 'pageView' }>).route })) };
    return {
      consent,
      samples: entries.map((e) => {
        const v = e as Extract<Entry, { kind: 'vital' }>;
        return { metric: v.metric, value: v.value, route: v.route };
      }),
    };
  }

  /** The server's limits per request: 50 share events, 20 page views, 30 measurements. */
  const maxPerRequest: Record<Kind, number> = { share: 50, pageView: 20, vital: 30 };

  function groups(entries: Entry[]): [Kind, Entry[]][] {
    const out: [Kind, Entry[]][] = [];
    for (const kind of ['share', 'pageView', 'vital'] as const) {
      const ofKind = entries.filter((e) => e.kind === kind);
      for (let i = 0; i < ofKind.length; i += maxPerRequest[kind]) out.push([kind, ofKind.slice(i, i + maxPerRequest[kind])]);
    }
    return out;
  }

  function fail(message: string, count: number) {
    update({ status: 'error', failed: state.failed + count, lastFailure: { message, at: env.now() } });
  }

  /** Sends everything queued with fetch (signed in when a token exists); failed batches go back in line. */
  async function flush(): Promise<void> {
    if (inFlight || pending.length === 0) return;
    inFlight = true;
    const batch = pending;
    pending = [];
    update({ status: 'sending' });
    const consent = env.consent() === true;
    const token = env.token();
    let failedAny = false;
    for (const [kind, entries] of groups(batch)) {
      try {
        const res = await env.fetch(ENDPOINTS[kind], {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(bodyFor(kind, entries, consent)),
          keepalive: true,
        });
        if (!res.ok) {
          failedAny = true;
          // A refused batch (bad data, no consent) would be refused again: it is dropped, not requeued.
          if (isRetryable(res.status)) pending = [...entries, ...pending].slice(-MAX_PENDING);
          fail(`${ENDPOINTS[kind]} answered ${res.status}`, entries.length);
        }
      } catch (error) {
        failedAny = true;
        pending = [...entries, ...pending].slice(-MAX_PENDING);
        fail(error instanceof Error ? error.message : 'Network error', entries.length);
      }
    }
    inFlight = false;
    update(failedAny ? {} : { status: 'idle' });
    // What arrived while this batch was out and is due now (a page view, a full batch) goes next.
    if (!failedAny && (pending.length >= BATCH_SIZE || pending.some((e) => e.kind === 'pageView'))) void flush();
  }

  /** On page hide or unload: everything queued goes with sendBeacon, without credentials. */
  function flushWithBeacon() {
    if (pending.length === 0 || !env.sendBeacon) return;
    const consent = env.consent() === true;
    const kept: Entry[] = [];
    for (const [kind, entries] of groups(pending)) {
      const blob = new Blob([JSON.stringify(bodyFor(kind, entries, consent))], { type: 'text/plain' });
      if (!env.sendBeacon(ENDPOINTS[kind], blob)) kept.push(...entries);
    }
    pending = kept;
    update({});
  }

  return {
    /** Starts the 30 s timer and the page-hide listeners (once). */
    init() {
      if (state.initialized) return;
      timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      removePageHide = env.onPageHide(flushWithBeacon);
      update({ initialized: true });
    },
    /** Stops the timer and listeners (tests, sign-out of the page). */
    dispose() {
      if (timer) clearInterval(timer);
      timer = null;
      removePageHide?.();
      removePageHide = null;
      update({ initialized: false });
    },
    setShortVideoShareEnabled(enabled: boolean) {
      shortVideoEnabled = enabled;
    },
    /** A short-video share event (only while the shortVideoShare flag is on). */
    trackShareEvent(action: ShareAction, postId: number | null, data?: EventData) {
      if (!shortVideoEnabled) return;
      enqueue({ kind: 'share', action, postId, data, timestamp: env.now() });
    },
    /** A page view by its route pattern, sent at once; dropped unless the member or device agreed. */
    trackPageView(route: string) {
      if (env.consent() !== true) return;
      enqueue({ kind: 'pageView', route });
      // Sent on each route change (content spec §7), with whatever else waits.
      void flush();
    },
    trackWebVital(metric: WebVitalMetric, value: number, route: string) {
      if (env.consent() !== true) return;
      enqueue({ kind: 'vital', metric, value, route });
    },
    markScriptLoaded() {
      update({ scriptLoaded: true });
    },
    flush,
    flushWithBeacon,
    /** The health panel's Reset: drops what is waiting and clears the failure record. */
    reset() {
      pending = [];
      update({ status: 'idle', failed: 0, lastFailure: null });
    },
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>;
