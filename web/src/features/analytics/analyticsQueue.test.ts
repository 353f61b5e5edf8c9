import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_SIZE, createAnalyticsQueue, FLUSH_INTERVAL_MS, MAX_PENDING, type QueueEnvironment } from './analyticsQueue';

interface Sent {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

function setup(overrides: Partial<QueueEnvironment> = {}) {
  const sent: Sent[] = [];
  const beacons: { url: string; body: Record<string, unknown>; type: string }[] = [];
  let answer: () => Promise<Response> = async () => new Response('{}', { status: 200 });
  let hide: (() => void) | null = null;
  let consent: boolean | null = true;
  let token: string | null = 'member-token';
  const env: QueueEnvironment = {
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
      return answer();
    }) as unknown as typeof fetch,
    sendBeacon: (url, blob) => {
      // Blob text is async; the body is read back in the test through `pendingBeacon`.
      beacons.push({ url, body: {}, type: blob.type });
      void blob.text().then((text) => (beacons.find((b) => b.url === url && Object.keys(b.body).length === 0)!.body = JSON.parse(text)));
      return true;
    },
    now: () => Date.now(),
    token: () => token,
    consent: () => consent,
    sessionId: () => '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    onPageHide: (onHide) => {
      hide = onHide;
      return () => (hide = null);
    },
    ...overrides,
  };
  const queue = createAnalyticsQueue(env);
  queue.setShortVideoShareEnabled(true);
  return {
    queue,
    sent,
    beacons,
    hidePage: () => hide?.(),
    hasHideListener: () => hide !== null,
    answerWith: (fn: () => Promise<Response>) => (answer = fn),
    setConsent: (value: boolean | null) => (consent = value),
    setToken: (value: string | null) => (token = value),
  };
}

/** Lets the queue's awaited fetches settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('analytics queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a batch when 10 events are queued, signed in, with the session id when agreed', async () => {
    const { queue, sent } = setup();
    for (let i = 0; i < BATCH_SIZE - 1; i++) queue.trackShareEvent('card_created', 7, { style: 'sunset' });
    await settle();
    expect(sent).toHaveLength(0);
    expect(queue.getState().pending).toBe(BATCH_SIZE - 1);
    queue.trackShareEvent('caption_copied', 7);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/tiktok/analytics/tiktok');
    expect(sent[0]!.headers.authorization).toBe('Bearer member-token');
    const events = sent[0]!.body.events as Record<string, unknown>[];
    expect(events).toHaveLength(BATCH_SIZE);
    expect(events[9]).toMatchObject({ action: 'caption_copied', postId: 7, sessionId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' });
    expect(queue.getState()).toMatchObject({ pending: 0, status: 'idle', failed: 0 });
  });

  it('sends what is queued every 30 seconds, and nothing without consent but share events', async () => {
    const { queue, sent, setConsent } = setup();
    queue.init();
    setConsent(null);
    queue.trackPageView('/polls');
    queue.trackWebVital('LCP', 1200, '/polls');
    queue.trackShareEvent('qr_shown', 3);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.url)).toEqual(['/api/tiktok/analytics/tiktok']);
    expect(sent[0]!.body).toMatchObject({ consent: false, events: [{ action: 'qr_shown', postId: 3 }] });
    expect((sent[0]!.body.events as object[])[0]).not.toHaveProperty('sessionId');
    setConsent(true);
    queue.trackWebVital('CLS', 0.02, '/polls');
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    // A page view goes at once, with what waits.
    queue.trackPageView('/polls');
    await settle();
    expect(sent.slice(1).map((s) => [s.url, s.body])).toEqual([
      ['/api/analytics/page-views', { consent: true, sessionId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', views: [{ route: '/polls' }] }],
      ['/api/analytics/web-vitals', { consent: true, samples: [{ metric: 'CLS', value: 0.02, route: '/polls' }] }],
    ]);
    queue.dispose();
  });

  it('sends a page view that arrived while a batch was out right after it', async () => {
    const { queue, sent, answerWith } = setup();
    let release: () => void = () => {};
    answerWith(() => new Promise((resolve) => (release = () => resolve(new Response('{}', { status: 200 })))));
    queue.trackPageView('/');
    await settle();
    queue.trackPageView('/polls');
    await settle();
    expect(sent).toHaveLength(1);
    answerWith(async () => new Response('{}', { status: 200 }));
    release();
    await settle();
    expect(sent.map((s) => s.body.views)).toEqual([[{ route: '/' }], [{ route: '/polls' }]]);
  });

  it('ignores share events while the flag is off', () => {
    const { queue } = setup();
    queue.setShortVideoShareEnabled(false);
    queue.trackShareEvent('card_created', 1);
    expect(queue.getState().pending).toBe(0);
  });

  it('requeues a batch that failed on the network or with a retryable status, and drops a refused one', async () => {
    const { queue, sent, answerWith } = setup();
    answerWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    queue.trackShareEvent('card_created', 1);
    await queue.flush();
    expect(queue.getState()).toMatchObject({ status: 'error', pending: 1, failed: 1, lastFailure: { message: 'Failed to fetch' } });
    answerWith(async () => new Response('{}', { status: 503 }));
    await queue.flush();
    expect(queue.getState()).toMatchObject({ pending: 1, failed: 2, lastFailure: { message: '/api/tiktok/analytics/tiktok answered 503' } });
    answerWith(async () => new Response('{}', { status: 400 }));
    await queue.flush();
    expect(queue.getState()).toMatchObject({ pending: 0, failed: 3, status: 'error' });
    answerWith(async () => new Response('{}', { status: 200 }));
    queue.trackShareEvent('card_created', 1);
    await queue.flush();
    expect(queue.getState()).toMatchObject({ pending: 0, status: 'idle', failed: 3 });
    expect(sent).toHaveLength(4);
    queue.reset();
    expect(queue.getState()).toMatchObject({ failed: 0, lastFailure: null, status: 'idle' });
  });

  it('keeps at most MAX_PENDING events waiting, the newest', async () => {
    const { queue, answerWith } = setup();
    answerWith(async () => {
      throw new TypeError('offline');
    });
    for (let i = 0; i < MAX_PENDING + 25; i++) queue.trackWebVital('LCP', 1000, '/');
    await settle();
    await queue.flush();
    expect(queue.getState().pending).toBe(MAX_PENDING);
  });

  it('sends everything with sendBeacon as text/plain, without credentials, when the page is hidden', async () => {
    const { queue, beacons, sent, hidePage, hasHideListener } = setup();
    queue.init();
    expect(queue.getState().initialized).toBe(true);
    queue.trackShareEvent('share_opened', 9);
    queue.trackWebVital('LCP', 1800, '/discussion/:urlId/:slug');
    hidePage();
    await settle();
    expect(sent).toHaveLength(0);
    expect(beacons.map((b) => [b.url, b.type])).toEqual([
      ['/api/tiktok/analytics/tiktok', 'text/plain'],
      ['/api/analytics/web-vitals', 'text/plain'],
    ]);
    expect(beacons[0]!.body).toMatchObject({ consent: true, events: [{ action: 'share_opened', postId: 9, sessionId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' }] });
    expect(beacons[1]!.body).toEqual({ consent: true, samples: [{ metric: 'LCP', value: 1800, route: '/discussion/:urlId/:slug' }] });
    expect(JSON.stringify(beacons.map((b) => b.body))).not.toContain('member-token');
    expect(queue.getState().pending).toBe(0);
    queue.dispose();
    expect(hasHideListener()).toBe(false);
  });

  it('keeps the events a refused beacon could not take', () => {
    const { queue } = setup({ sendBeacon: () => false });
    queue.trackShareEvent('share_opened', 9);
    queue.flushWithBeacon();
    expect(queue.getState().pending).toBe(1);
  });

  it('splits a large batch to the server limits (30 measurements a request)', async () => {
    const { queue, sent, answerWith } = setup();
    answerWith(async () => {
      throw new TypeError('offline');
    });
    for (let i = 0; i < 65; i++) queue.trackWebVital('LCP', 1000, '/');
    await settle();
    answerWith(async () => new Response('{}', { status: 200 }));
    sent.length = 0;
    await queue.flush();
    expect(sent.map((s) => (s.body.samples as unknown[]).length)).toEqual([30, 30, 5]);
  });
});
