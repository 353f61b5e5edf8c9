import { useSyncExternalStore } from 'react';
import { isSessionPending, isSignedIn } from './sessionMachine';
import { getSessionSnapshot, subscribeSession, type SessionSnapshot } from './sessionStore';
import { isAdminRole } from './sessionUser';

export interface SessionView extends SessionSnapshot {
  isAuthenticated: boolean;
  isPending: boolean;
  isAdmin: boolean;
}

export function useSession(): SessionView {
  const state = useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
  return {
    ...state,
    isAuthenticated: isSignedIn(state),
    isPending: isSessionPending(state.status) || state.signingOut,
    isAdmin: state.status === 'authenticated' && isAdminRole(state.user?.role),
  };
}
