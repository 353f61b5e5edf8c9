// The viewer's block and mute status of other members (spec §4, §9): ONE cache for the app.
// - A member's status is cached for 5 minutes (RELATION_CACHE_MS);
// - callers asking while a load is pending share that one request;
// - toggling (block, unblock, mute, unmute) writes the new status into the cache at once;
// - a failed load answers "not blocked, not muted" (spec §7: status checks return false) and is
//   not cached, so the next caller asks again;
// - a new session (login, logout) starts from an empty cache (clearUserRelations).
// The loader is injected (createUserRelationsCache) so the rules are unit-tested without Relay.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { getRelayEnvironment, subscribeRelayEnvironment } from '../../relay/environment';
import type { userRelationsQuery } from './__generated__/userRelationsQuery.graphql';

export const RELATION_CACHE_MS = 5 * 60 * 1000;

export interface UserRelation {
  blocked: boolean;
  muted: boolean;
}

export type RelationKind = 'block' | 'mute';

const NONE: UserRelation = { blocked: false, muted: false };

export interface UserRelationsCache {
  /** The cached status when fresh, else undefined (no request). */
  peek(userId: string): UserRelation | undefined;
  /** The status: from the cache when fresh, else one shared request. Never rejects. */
  get(userId: string): Promise<UserRelation>;
  /** A status read elsewhere (a fragment): kept for 5 minutes unless a fresh one is cached. */
  seed(userId: string, value: UserRelation): void;
  /** After a toggle: the new status of one kind, kept for another 5 minutes. */
  set(userId: string, kind: RelationKind, value: boolean): void;
  /** Listen to changes of any member's status (returns the unsubscribe). */
  subscribe(listener: (userId: string) => void): () => void;
  clear(): void;
}

export function createUserRelationsCache(load: (userId: string) => Promise<UserRelation>, now: () => number = Date.now): UserRelationsCache {
  const entries = new Map<string, { value: UserRelation; expires: number }>();
  const pending = new Map<string, Promise<UserRelation>>();
  const listeners = new Set<(userId: string) => void>();
  // Bumped by clear(), so a load of a previous session never lands in the new one.
  let generation = 0;
  const toggles = new Map<string, number>();
  const emit = (userId: string) => listeners.forEach((listener) => listener(userId));

  const peek = (userId: string) => {
    const entry = entries.get(userId);
    return entry && entry.expires > now() ? entry.value : undefined;
  };

  return {
    peek,
    get(userId) {
      const fresh = peek(userId);
      if (fresh) return Promise.resolve(fresh);
      const running = pending.get(userId);
      if (running) return running;
      const started = generation;
      const toggledBefore = toggles.get(userId) ?? 0;
      const request = load(userId).then(
        (value) => {
          if (started === generation && (toggles.get(userId) ?? 0) === toggledBefore) {
            entries.set(userId, { value, expires: now() + RELATION_CACHE_MS });
            emit(userId);
          }
          return value;
        },
        () => NONE,
      );
      const shared = request.finally(() => {
        if (pending.get(userId) === shared) pending.delete(userId);
      });
      pending.set(userId, shared);
      return shared;
    },
    seed(userId, value) {
      if (peek(userId)) return;
      entries.set(userId, { value, expires: now() + RELATION_CACHE_MS });
    },
    set(userId, kind, value) {
      const current = peek(userId) ?? NONE;
      const next = kind === 'block' ? { ...current, blocked: value } : { ...current, muted: value };
      entries.set(userId, { value: next, expires: now() + RELATION_CACHE_MS });
      // A load started before the toggle must not overwrite it.
      toggles.set(userId, (toggles.get(userId) ?? 0) + 1);
      pending.delete(userId);
      emit(userId);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
      toggles.clear();
    },
  };
}

// ─── The app's one cache, bound to Relay ───

const statusQuery = graphql`
  query userRelationsQuery($id: ID!) {
    node(id: $id) {
      ... on User {
        viewerHasBlocked
        viewerHasMuted
      }
    }
  }
`;

function loadRelation(userId: string): Promise<UserRelation> {
  return fetchQuery<userRelationsQuery>(getRelayEnvironment(), statusQuery, { id: userId }, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => ({ blocked: data?.node?.viewerHasBlocked ?? false, muted: data?.node?.viewerHasMuted ?? false }));
}

/** The block/mute cache of the app (keys: User global ids). */
export const userRelations = createUserRelationsCache(loadRelation);

// A new session (login, logout, token change) starts from an empty cache.
subscribeRelayEnvironment(() => userRelations.clear());

/**
 * A member's block and mute status for the viewer: the cached status when fresh, else what the
 * caller's fragment says (`known`, kept in the cache for 5 minutes), else one shared request.
 */
export function useUserRelation(userId: string | null | undefined, known?: UserRelation | null): UserRelation {
  const subscribe = useCallback(
    (notify: () => void) => userRelations.subscribe((changed) => (changed === userId ? notify() : undefined)),
    [userId],
  );
  const cached = useSyncExternalStore(
    subscribe,
    () => (userId ? userRelations.peek(userId) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (!userId || userRelations.peek(userId)) return;
    if (known) userRelations.seed(userId, known);
    else void userRelations.get(userId);
  }, [userId, known]);
  return cached ?? known ?? NONE;
}
