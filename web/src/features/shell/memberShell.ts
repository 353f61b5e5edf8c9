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
let loading: Promise<MemberShell> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<MemberShell> {
  loading ??= importWithRetry(() => import('./MemberShell')).then(
    (shell) => {
      loaded = shell;
      for (const listener of [...listeners]) listener();
      return shell;
    },
    (error: unknown) => {
      // A later session change or member action tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** From the app's start: loads the members' part whenever a member is signed in (at once, or at sign-in). */
export function startMemberShell(): void {
  const loadForMember = () => {
    if (isSignedIn(getSessionSnapshot()) && !loading) load().catch(() => undefined);
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

/** For a member's action (opening the bell): runs `use` with the members' part, loaded by then or soon. */
export function whenMemberShell(use: (shell: MemberShell) => void): void {
  load().then(use, () => undefined);
}
