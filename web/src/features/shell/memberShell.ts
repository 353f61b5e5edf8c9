// The members' part of the shell (MemberShell.tsx) is a chunk of its own: nothing in it is needed
// to draw the first frame (its content comes over the network anyway), so a guest never loads it
// and a member's starts loading as soon as the session has them, beside the route's chunks. Until
// it is in, the shell draws the same without it (no badges yet, as before the counts arrive).
import { useSyncExternalStore } from 'react';
import { importWithRetry } from '../../routes/lazyPage';
import { isSignedIn } from '../session/sessionMachine';
import { getSessionSnapshot, subscribeSession } from '../session/sessionStore';

type MemberShell = typeof import('./MemberShell');

let loaded: MemberShell | null = null;
let failure: unknown = null;
let loading: Promise<MemberShell> | null = null;
const listeners = new Set<() => void>();

/** The members' part, loaded once (importWithRetry has retried by the time it fails). */
export function loadMemberShell(): Promise<MemberShell> {
  loading ??= importWithRetry(() => import('./MemberShell')).then(
    (shell) => {
      loaded = shell;
      for (const listener of [...listeners]) listener();
      return shell;
    },
    (error: unknown) => {
      failure = error;
      throw error;
    },
  );
  return loading;
}

/** From the app's start: loads the members' part whenever a member is signed in (at once, or at sign-in). */
export function startMemberShell(): void {
  const loadForMember = () => {
    if (!loading && isSignedIn(getSessionSnapshot())) loadMemberShell().catch(() => undefined);
  };
  subscribeSession(loadForMember);
  loadForMember();
}

function subscribeLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The members' part once it is in, else null (always null on the server and while hydrating a guest's page). */
export function useMemberShell(): MemberShell | null {
  return useSyncExternalStore(subscribeLoaded, () => loaded, () => null);
}

/**
 * For what cannot draw without the members' part, under a Suspense boundary: the part once it is
 * in (at once, so nothing is redrawn when it came first), else it suspends until it is, or throws
 * for the ErrorBoundary if it could not be loaded.
 */
export function readMemberShell(): MemberShell {
  if (loaded) return loaded;
  if (failure) throw failure;
  throw loadMemberShell();
}
