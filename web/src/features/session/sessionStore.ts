// The session of this browser tab: a small external store (usable from React through
// useSession, and from loaders and the network layer directly) that drives the reducer in
// sessionMachine.ts and performs the side effects of spec §4:
// - start: checking the stored session, validating the token (tokenValidation.ts);
// - valid token: authenticated, with an expiry timer and a background revalidation when
//   under 15 minutes remain (the stored user is replaced if the server differs);
// - expired: session_expired, then anonymous after 2 s; invalid: cleared, anonymous;
//   error: auth_error, recovering, anonymous;
// - login, logout (everything cleared), a reset from another tab (storage event);
// - the server rejecting the token (network layer) and sessionRevoked (subscription).
// Every change of the signed-in token replaces the Relay environment, so nothing cached
// for one person is ever shown to the next.
import { resetRelayEnvironment } from '../../relay/environment';
import { NetworkError, isNetworkError } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import { authFailures } from './authFailures';
import { logAuthEvent, onInvalidToken, type CriticalAuthEventType } from './authEvents';
import { fetchBanNotice, getBanNotice, showBanNotice } from './banNotice';
import { initialSessionState, isSessionPending, sessionReducer, type SessionEvent, type SessionState } from './sessionMachine';
import {
  STORAGE_KEYS,
  clearSessionData,
  clearStoredCredentials,
  getStoredToken,
  getStoredUser,
  setStoredToken,
  setStoredUser,
  type StoredUser,
} from './storage';
import { sameStoredUser } from './sessionUser';
import { writeMemberHint } from './memberHint';
import { msUntilTokenExpiry, validateToken } from './tokenValidation';

export const REVALIDATE_WHEN_REMAINING_MS = 15 * 60 * 1000;
export const EXPIRED_TO_ANONYMOUS_MS = 2000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export const LOGOUT_MESSAGE = 'You have been logged out successfully';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const SESSION_REVOKED_MESSAGE = 'You were signed out because your sessions were ended from your account.';
export const UNEXPECTED_LOGIN_RESPONSE = 'Login failed: Unexpected server response. Please contact support.';

let state: SessionState = initialSessionState;
/** True between "logout confirmed" and the sign-out itself (while leaving the page). */
let signingOut = false;
let snapshot: SessionSnapshot = { ...state, signingOut };
const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | null = null;
let revalidateTimer: ReturnType<typeof setTimeout> | null = null;
let settleTimer: ReturnType<typeof setTimeout> | null = null;
let credentialChangesPending = 0;
let credentialChangeWaiters: Array<() => void> = [];
let started = false;

const effectiveToken = (s: SessionState) => (s.status === 'authenticated' ? s.token : null);

export interface SessionSnapshot extends SessionState {
  signingOut: boolean;
}

function notify(): void {
  snapshot = { ...state, signingOut };
  if (!isSessionPending(state.status)) writeMemberHint(state.status === 'authenticated');
  for (const listener of [...listeners]) listener();
}

function dispatch(event: SessionEvent): void {
  const next = sessionReducer(state, event);
  if (next === state) return;
  const tokenChanged = effectiveToken(next) !== effectiveToken(state);
  state = next;
  if (event.type === 'LOGOUT' || event.type === 'LOGIN_SUCCESS') signingOut = false;
  if (tokenChanged) resetRelayEnvironment();
  notify();
}

function clearTimers(): void {
  for (const timer of [expiryTimer, revalidateTimer, settleTimer]) if (timer) clearTimeout(timer);
  expiryTimer = revalidateTimer = settleTimer = null;
}

function log(type: CriticalAuthEventType, detail?: string): void {
  try {
    logAuthEvent(type, detail);
  } catch {
    // The log is best effort.
  }
}

export function getSessionState(): SessionState {
  return state;
}

/** The state plus the signing-out flag, as one stable object for useSyncExternalStore. */
export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/**
 * Called when a logout is confirmed, before leaving the page: guards wait instead of
 * sending the visitor to /register from the page they are leaving.
 */
export function beginSignOut(): void {
  if (signingOut) return;
  signingOut = true;
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------------------------------
// Timers: expiry and background revalidation.

function scheduleForToken(token: string): void {
  clearTimers();
  const validation = validateToken(token);
  if (validation.status !== 'valid') return;
  const untilExpiry = msUntilTokenExpiry(validation);
  expiryTimer = setTimeout(() => expireSession(), Math.min(untilExpiry, MAX_TIMER_MS));
  const untilRevalidation = validation.remainingMs - REVALIDATE_WHEN_REMAINING_MS;
  if (untilRevalidation <= 0) void revalidateInBackground();
  else revalidateTimer = setTimeout(() => void revalidateInBackground(), Math.min(untilRevalidation, MAX_TIMER_MS));
}

function expireSession(): void {
  if (state.status !== 'authenticated' && state.status !== 'validating_token') return;
  clearTimers();
  clearStoredCredentials();
  log('token_expired');
  dispatch({ type: 'TOKEN_EXPIRED' });
  showToast(SESSION_EXPIRED_MESSAGE, 'info');
  settleTimer = setTimeout(() => dispatch({ type: 'EXPIRY_SETTLED' }), EXPIRED_TO_ANONYMOUS_MS);
}

/**
 * revalidateSession's fetchViewer, its code (with Relay's fetchQuery) loaded when first asked: most
 * visits never ask. Code that cannot load fails as the network does, so the session is kept.
 */
function fetchViewer(): Promise<StoredUser | null> {
  return import('./revalidateSession').then(
    (module) => module.fetchViewer(),
    (error: unknown) => {
      throw new NetworkError('revalidateSession', { cause: error });
    },
  );
}

/** Re-queries `viewer`; replaces the stored user when the server's differs. */
export async function revalidateInBackground(): Promise<void> {
  if (state.status !== 'authenticated' || authFailures.isBreakerOpen()) return;
  const token = state.token;
  try {
    const user = await fetchViewer();
    if (state.status !== 'authenticated' || state.token !== token) return;
    if (user == null) {
      rejectToken('viewer is null');
      return;
    }
    updateUser(user);
  } catch (error) {
    // Offline or server trouble: keep the session; the next request will tell.
    if (!isNetworkError(error)) log('auth_error', 'revalidation failed');
  }
}

// ---------------------------------------------------------------------------------------
// Start-up.

function fail(reason: string): void {
  clearTimers();
  try {
    clearStoredCredentials();
  } catch {
    // Nothing more can be done.
  }
  log('auth_error', reason);
  dispatch({ type: 'ERROR', reason });
  dispatch({ type: 'RECOVER' });
  queueMicrotask(() => dispatch({ type: 'RECOVERED' }));
}

async function validateWithServer(token: string): Promise<void> {
  try {
    const user = await fetchViewer();
    if (state.status !== 'validating_token' || state.token !== token) return;
    if (user == null) {
      clearStoredCredentials();
      log('token_invalid', 'not accepted by the server');
      dispatch({ type: 'TOKEN_INVALID', reason: 'invalid' });
      return;
    }
    const validation = validateToken(token);
    if (validation.status !== 'valid') {
      expireSession();
      return;
    }
    setStoredUser(user);
    dispatch({ type: 'TOKEN_VALID', token, user, expiresAt: validation.expiresAt });
    scheduleForToken(token);
  } catch (error) {
    if (state.status === 'validating_token') fail(isNetworkError(error) ? 'network' : 'validation failed');
  }
}

function checkStoredSession(): void {
  dispatch({ type: 'INIT' });
  try {
    const token = getStoredToken();
    if (!token) {
      clearStoredCredentials();
      dispatch({ type: 'NO_STORED_SESSION' });
      return;
    }
    dispatch({ type: 'STORED_TOKEN_FOUND', token });
    const validation = validateToken(token);
    switch (validation.status) {
      case 'valid': {
        const user = getStoredUser();
        if (user == null) {
          // A token without its user (e.g. storage partly cleared): ask the server.
          void validateWithServer(token);
          return;
        }
        dispatch({ type: 'TOKEN_VALID', token, user, expiresAt: validation.expiresAt });
        scheduleForToken(token);
        return;
      }
      case 'expired':
        expireSession();
        return;
      default:
        clearStoredCredentials();
        log('token_invalid', validation.status);
        dispatch({ type: 'TOKEN_INVALID', reason: validation.status });
    }
  } catch (error) {
    fail(error instanceof Error ? error.message : 'storage error');
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
  const token = getStoredToken();
  if (token == null) {
    // Another tab logged out (or cleared storage): this tab follows.
    if (state.status === 'authenticated' || state.status === 'validating_token') {
      clearTimers();
      log('remote_logout');
      dispatch({ type: 'REMOTE_RESET' });
    }
    return;
  }
  if (token !== state.token) {
    // Another tab signed in: adopt that session.
    const user = getStoredUser();
    const validation = validateToken(token);
    if (user && validation.status === 'valid') {
      dispatch({ type: 'LOGIN_SUCCESS', token, user, expiresAt: validation.expiresAt });
      scheduleForToken(token);
    }
  }
}

function onVisible(): void {
  if (document.visibilityState !== 'visible' || state.status !== 'authenticated' || !state.token) return;
  // Timers do not run while a laptop sleeps: check the token again on return.
  if (validateToken(state.token).status !== 'valid') expireSession();
}

/** Runs once, before the router is created. */
export function startSession(): void {
  if (started) return;
  started = true;
  onInvalidToken(() => rejectToken('rejected by the server', true));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
  }
  checkStoredSession();
}

// ---------------------------------------------------------------------------------------
// Actions.

/**
 * Signs in with the token and user of an AuthPayload. Throws with the spec's message when
 * the answer is unusable (no token, no user, or a token the client cannot accept).
 */
export function signIn(token: string | null | undefined, user: StoredUser | null | undefined): void {
  if (!token || !user) throw new Error(UNEXPECTED_LOGIN_RESPONSE);
  const validation = validateToken(token);
  if (validation.status !== 'valid') throw new Error(UNEXPECTED_LOGIN_RESPONSE);
  clearTimers();
  setStoredUser(user);
  setStoredToken(token);
  authFailures.markLogin();
  log('login');
  dispatch({ type: 'LOGIN_SUCCESS', token, user, expiresAt: validation.expiresAt });
  scheduleForToken(token);
}

/** Ends the session on this device and clears everything stored for it. */
export function signOut(
  options: { message?: string | null; event?: CriticalAuthEventType; tone?: 'success' | 'info' } = {},
): void {
  clearTimers();
  clearSessionData();
  authFailures.reset();
  log(options.event ?? 'logout');
  dispatch({ type: 'LOGOUT', reason: options.event ?? 'logout' });
  const message = options.message === undefined ? LOGOUT_MESSAGE : options.message;
  if (message) showToast(message, options.tone ?? 'success');
}

/** The server no longer accepts the token (401/403, viewer null). */
function rejectToken(detail: string, alreadyCleared = false): void {
  if (state.status !== 'authenticated' && state.status !== 'validating_token') return;
  const rejected = state.token;
  clearTimers();
  if (!alreadyCleared) {
    clearStoredCredentials();
    log('token_rejected', detail);
  }
  dispatch({ type: 'TOKEN_INVALID', reason: 'rejected' });
  void explainRejection(rejected);
}

/** A ban shows its own notice (BanNoticeDialog: end time and reason) instead of the generic toast. */
async function explainRejection(token: string | null): Promise<void> {
  if (getBanNotice()) return;
  const ban = token ? await fetchBanNotice(token) : null;
  if (ban) showBanNotice(ban);
  else if (!getBanNotice()) showToast(SESSION_ENDED_MESSAGE, 'info');
}

/** The shell saw `viewer: null` although this tab holds a token. */
export function reportViewerMissing(): void {
  if (state.status !== 'authenticated' || authFailures.inGracePeriod()) return;
  rejectToken('viewer is null');
}

/** Replaces the stored user when the server's copy differs (same account only). */
export function updateUser(user: StoredUser): void {
  if (state.status !== 'authenticated' || state.user == null) return;
  if (state.user.id !== user.id) return;
  if (sameStoredUser(state.user, user)) return;
  setStoredUser(user);
  dispatch({ type: 'USER_UPDATED', user });
}

/**
 * Wraps a call that replaces or revokes credentials (password change, logout everywhere),
 * so a sessionRevoked event caused by that very call is checked only after it finishes.
 */
export async function withCredentialChange<T>(work: () => Promise<T>): Promise<T> {
  credentialChangesPending += 1;
  try {
    return await work();
  } finally {
    credentialChangesPending -= 1;
    if (credentialChangesPending === 0) {
      const waiters = credentialChangeWaiters;
      credentialChangeWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}

/**
 * The server said the viewer's sessions were revoked. Confirm with the current token
 * (a password change in this tab already holds a fresh one), then sign out if it is gone.
 */
export async function handleSessionRevoked(): Promise<void> {
  if (credentialChangesPending > 0) await new Promise<void>((resolve) => credentialChangeWaiters.push(resolve));
  if (state.status !== 'authenticated') return;
  const token = state.token;
  let stillValid = false;
  try {
    stillValid = (await fetchViewer()) != null;
  } catch {
    stillValid = false;
  }
  if (state.status !== 'authenticated' || state.token !== token) return;
  if (stillValid) return;
  // Revoked by a ban: the member reads its end time and reason rather than the generic message.
  const ban = token ? await fetchBanNotice(token) : null;
  if (state.status !== 'authenticated' || state.token !== token) return;
  if (ban) {
    signOut({ message: null, event: 'session_revoked' });
    showBanNotice(ban);
    return;
  }
  signOut({ message: SESSION_REVOKED_MESSAGE, event: 'session_revoked', tone: 'info' });
}
