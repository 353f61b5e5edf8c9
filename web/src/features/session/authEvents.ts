// The log of critical auth events (last 10 kept, spec §3) and the in-page event bus that
// tells the session when the server rejected the stored token. Log entries hold no
// personal data: only what happened, when, and a short technical reason.
import { authFailures } from './authFailures';
import { STORAGE_KEYS, clearStoredCredentials, getStorage, getStoredToken, readJson, writeJson, type KeyValueStorage } from './storage';

export const AUTH_EVENT_LOG_LIMIT = 10;

export type CriticalAuthEventType =
  | 'login'
  | 'logout'
  | 'token_invalid'
  | 'token_expired'
  | 'token_rejected'
  | 'session_revoked'
  | 'auth_error'
  | 'circuit_open'
  | 'magic_link_only'
  | 'remote_logout';

export interface CriticalAuthEvent {
  type: CriticalAuthEventType;
  at: string;
  detail?: string;
}

/** Appends an event and keeps only the most recent `limit` (oldest dropped first). */
export function appendAuthEvent(
  log: readonly CriticalAuthEvent[],
  event: CriticalAuthEvent,
  limit: number = AUTH_EVENT_LOG_LIMIT,
): CriticalAuthEvent[] {
  return [...log, event].slice(-limit);
}

export function readAuthEvents(storage: KeyValueStorage = getStorage()): CriticalAuthEvent[] {
  const value = readJson<unknown>(STORAGE_KEYS.authEvents, storage);
  return Array.isArray(value)
    ? value.filter((e): e is CriticalAuthEvent => e != null && typeof e === 'object' && typeof e.type === 'string')
    : [];
}

export function logAuthEvent(
  type: CriticalAuthEventType,
  detail?: string,
  storage: KeyValueStorage = getStorage(),
  now: Date = new Date(),
): void {
  const event: CriticalAuthEvent = detail ? { type, at: now.toISOString(), detail } : { type, at: now.toISOString() };
  writeJson(STORAGE_KEYS.authEvents, appendAuthEvent(readAuthEvents(storage), event), storage);
}

type InvalidTokenListener = (reason: string) => void;
const invalidTokenListeners = new Set<InvalidTokenListener>();

/** Subscribes to "the server rejected the stored token" (emitted by the network layer). */
export function onInvalidToken(listener: InvalidTokenListener): () => void {
  invalidTokenListeners.add(listener);
  return () => invalidTokenListeners.delete(listener);
}

export function emitInvalidToken(reason: string): void {
  for (const listener of [...invalidTokenListeners]) listener(reason);
}

/**
 * Called by the network layer when the server rejects the token a request or socket carried:
 * the failure is counted (grace period, circuit breaker), and outside the grace period the
 * token is cleared and the session told.
 */
export function reportAuthFailure(tokenSent: string, detail: string): void {
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
