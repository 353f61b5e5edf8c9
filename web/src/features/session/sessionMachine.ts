// The session's states and transitions (spec §4), as a pure reducer. The side effects
// (storage, timers, network) live in sessionStore.ts, which feeds events into this reducer.
import type { StoredUser } from './storage';

export type SessionStatus =
  | 'uninitialized'
  | 'checking_stored_session'
  | 'validating_token'
  | 'authenticated'
  | 'anonymous'
  | 'session_expired'
  | 'auth_error'
  | 'recovering';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: StoredUser | null;
  /** Epoch ms when the token expires (from its exp claim), when authenticated. */
  expiresAt: number | null;
  /** Why the last session ended or failed, for messages; null when nothing to say. */
  reason: string | null;
}

export type SessionEvent =
  | { type: 'INIT' }
  | { type: 'NO_STORED_SESSION' }
  | { type: 'STORED_TOKEN_FOUND'; token: string }
  | { type: 'TOKEN_VALID'; token: string; user: StoredUser; expiresAt: number }
  | { type: 'TOKEN_EXPIRED' }
  | { type: 'TOKEN_INVALID'; reason: string }
  | { type: 'EXPIRY_SETTLED' }
  | { type: 'ERROR'; reason: string }
  | { type: 'RECOVER' }
  | { type: 'RECOVERED' }
  | { type: 'LOGIN_SUCCESS'; token: string; user: StoredUser; expiresAt: number }
  | { type: 'USER_UPDATED'; user: StoredUser }
  | { type: 'LOGOUT'; reason?: string }
  | { type: 'REMOTE_RESET' };

export const initialSessionState: SessionState = {
  status: 'uninitialized',
  token: null,
  user: null,
  expiresAt: null,
  reason: null,
};

const signedOut = (reason: string | null): SessionState => ({
  status: 'anonymous',
  token: null,
  user: null,
  expiresAt: null,
  reason,
});

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'INIT':
      return state.status === 'uninitialized' ? { ...state, status: 'checking_stored_session' } : state;
    case 'NO_STORED_SESSION':
      return state.status === 'checking_stored_session' ? signedOut(null) : state;
    case 'STORED_TOKEN_FOUND':
      return state.status === 'checking_stored_session'
        ? { ...state, status: 'validating_token', token: event.token }
        : state;
    case 'TOKEN_VALID':
      return state.status === 'validating_token'
        ? { status: 'authenticated', token: event.token, user: event.user, expiresAt: event.expiresAt, reason: null }
        : state;
    case 'TOKEN_EXPIRED':
      return state.status === 'validating_token' || state.status === 'authenticated'
        ? { status: 'session_expired', token: null, user: null, expiresAt: null, reason: 'expired' }
        : state;
    case 'EXPIRY_SETTLED':
      return state.status === 'session_expired' ? signedOut('expired') : state;
    case 'TOKEN_INVALID':
      return state.status === 'validating_token' || state.status === 'authenticated'
        ? signedOut(event.reason)
        : state;
    case 'ERROR':
      return { status: 'auth_error', token: null, user: null, expiresAt: null, reason: event.reason };
    case 'RECOVER':
      return state.status === 'auth_error' ? { ...state, status: 'recovering' } : state;
    case 'RECOVERED':
      return state.status === 'recovering' ? signedOut(state.reason) : state;
    case 'LOGIN_SUCCESS':
      return { status: 'authenticated', token: event.token, user: event.user, expiresAt: event.expiresAt, reason: null };
    case 'USER_UPDATED':
      return state.status === 'authenticated' ? { ...state, user: event.user } : state;
    case 'LOGOUT':
      return signedOut(event.reason ?? null);
    case 'REMOTE_RESET':
      return signedOut('remote_logout');
    default:
      return state;
  }
}

/** A member is signed in (and known): what the members-only parts of the app wait for. */
export function isSignedIn(state: SessionState): boolean {
  return state.status === 'authenticated' && state.user != null;
}

/** States in which guards wait instead of deciding (the session is not settled yet). */
export function isSessionPending(status: SessionStatus): boolean {
  return (
    status === 'uninitialized' ||
    status === 'checking_stored_session' ||
    status === 'validating_token' ||
    status === 'session_expired' ||
    status === 'auth_error' ||
    status === 'recovering'
  );
}
