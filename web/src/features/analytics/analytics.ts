// The app's analytics queue and what the rest of the client calls: trackShareEvent for the share
// dialogs, the session id, and the web-vitals reporting that loads only after consent.
import { getSessionSnapshot } from '../session/sessionStore';
import { getStorage, getStoredToken, readJson, STORAGE_KEYS, writeJson } from '../session/storage';
import { createAnalyticsQueue, type EventData, type ShareAction, type WebVitalMetric } from './analyticsQueue';
import { effectiveConsent } from './consent';

function randomSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This device's analytics session id (local storage), made on first use. */
export function analyticsSessionId(): string {
  const stored = readJson<string>(STORAGE_KEYS.analyticsSessionId, getStorage());
  if (typeof stored === 'string' && /^[0-9a-f-]{36}$/.test(stored)) return stored;
  const id = randomSessionId();
  writeJson(STORAGE_KEYS.analyticsSessionId, id);
  return id;
}

/** After Delete my analytics: new events are not grouped with the deleted ones. */
export function renewAnalyticsSessionId(): void {
  writeJson(STORAGE_KEYS.analyticsSessionId, randomSessionId());
}

/** The signed-in member's numeric id, or null for a guest. */
export function signedInUserId(): number | null {
  const session = getSessionSnapshot();
  return session.status === 'authenticated' && session.user ? session.user.userId : null;
}

export const analyticsQueue = createAnalyticsQueue({
  fetch: (input, init) => fetch(input, init),
  sendBeacon: typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
  now: () => Date.now(),
  token: () => getStoredToken(),
  consent: () => effectiveConsent(signedInUserId()).choice,
  sessionId: analyticsSessionId,
  onPageHide(onHide) {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
    };
  },
});

/** A short-video share event (content spec §9); nothing while the shortVideoShare flag is off. */
export function trackShareEvent(action: ShareAction, postId: number | null, data?: EventData): void {
  analyticsQueue.trackShareEvent(action, postId, data);
}

let currentRoute = '/';
/** The route pattern the page is on, for web-vitals samples reported later. */
export function setCurrentRoute(route: string): void {
  currentRoute = route;
}

let vitalsStarted = false;
/** Loads web-vitals (never before consent) and queues each measurement with the route it was taken on. */
export async function startWebVitals(): Promise<void> {
  if (vitalsStarted) return;
  vitalsStarted = true;
  try {
    const vitals = await import('web-vitals');
    analyticsQueue.markScriptLoaded();
    const report = (metric: { name: string; value: number }) => {
      analyticsQueue.trackWebVital(metric.name as WebVitalMetric, metric.value, currentRoute);
    };
    vitals.onLCP(report);
    vitals.onINP(report);
    vitals.onCLS(report);
    vitals.onFCP(report);
    vitals.onTTFB(report);
    // FID left web-vitals in version 5 (INP replaced it); reported when an older copy offers it.
    const onFID = (vitals as unknown as { onFID?: (cb: typeof report) => void }).onFID;
    if (typeof onFID === 'function') onFID(report);
  } catch {
    vitalsStarted = false;
  }
}

export type { ShareAction, EventData };
