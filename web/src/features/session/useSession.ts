import { useSyncExternalStore } from 'react';
import { isSessionPending } from './sessionMachine';
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
    isAuthenticated: state.status === 'authenticated' && state.user != null,
    isPending: isSessionPending(state.status) || state.signingOut,
    isAdmin: state.status === 'authenticated' && isAdminRole(state.user?.role),
  };
}
