// Typed pubsub topics. In memory by default; with REDIS_URL every instance sees every event.
// Payloads are plain JSON (they cross Redis) and carry ids, not records: subscribers load what
// they may see through the domain, so an event never leaks more than a query would.
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis } from 'ioredis';

/** A member's live badge numbers (top bar, mobile bar, bell). */
export interface UnreadCountsPayload {
  messages: number;
  notificationsUnseen: number;
  notificationsUnread: number;
}

/** Totals of a poll as everyone may see them: never who voted for what. */
export interface PollResultsPayload {
  postId: number;
  totalVotes: number;
  isExpired: boolean;
  expiresAt: string | null;
  options: { optionId: number; index: number; text: string; voteCount: number; percentage: number }[];
  /** The poll's duration choice (so subscribers need no query for it). */
  votingDurationHours?: number | null;
  /** Whether the poll was the featured (feed) poll when the vote was counted. */
  isFeatured?: boolean;
}

export type Topics = {
  /** The user's tokens were revoked (logout everywhere, password change, ban). */
  'session:revoked': [userId: number, payload: { userId: number }];
  /** One token was signed out (single-device logout); keyed by the token's fingerprint. */
  'session:ended': [sessionKey: string, payload: { sessionKey: string }];
  /** The member's unread counts changed; the payload is the new totals. */
  'user:unread': [userId: number, payload: UnreadCountsPayload];
  /** A notification was created for the member. */
  'user:notification': [userId: number, payload: { notificationId: number }];
  /** One of the member's conversations changed (new or deleted message, read state, started). */
  'user:conversation': [userId: number, payload: { conversationId: number }];
  /** The member left (deleted for themself) a conversation: their live views of it end. */
  'user:conversationLeft': [userId: number, payload: { conversationId: number }];
  /** A message was added to or deleted from a conversation. */
  'conversation:message': [conversationId: number, payload: { conversationId: number; messageId: number; kind: 'ADDED' | 'DELETED' }];
  /** New totals of a poll after a vote. */
  'poll:results': [postId: number, payload: PollResultsPayload];
};

type Listener = ((event: CustomEvent) => void) | { handleEvent(event: CustomEvent): void };

/**
 * The in-process event target: a Set of listeners per topic. Node's EventTarget adds and removes
 * listeners in time linear in their number (quadratic for thousands of subscribers of one poll)
 * and warns past ten listeners of one topic.
 */
function createMemoryEventTarget() {
  const byTopic = new Map<string, Set<(event: CustomEvent) => void>>();
  const fn = (listener: Listener) => ('handleEvent' in listener ? listener.handleEvent : listener);
  return {
    addEventListener(type: string, listener: Listener | null) {
      if (!listener) return;
      let set = byTopic.get(type);
      if (!set) byTopic.set(type, (set = new Set()));
      set.add(fn(listener));
    },
    removeEventListener(type: string, listener: Listener | null) {
      const set = listener ? byTopic.get(type) : undefined;
      if (!set) return;
      set.delete(fn(listener!));
      if (set.size === 0) byTopic.delete(type);
    },
    dispatchEvent(event: CustomEvent) {
      const set = byTopic.get(event.type);
      if (set) for (const listener of set) listener(event);
      return true;
    },
  };
}

/** With Redis, channel names carry the deployment's prefix so deployments sharing a Redis stay apart. */
export function createTopics(redis?: { publish: Redis; subscribe: Redis; prefix: string }) {
  return withTap(redis ? createPrefixedRedisEventTarget(redis) : createMemoryEventTarget());
}

function createPrefixedRedisEventTarget(redis: { publish: Redis; subscribe: Redis; prefix: string }) {
  const target = createRedisEventTarget<CustomEvent>({ publishClient: redis.publish, subscribeClient: redis.subscribe });
  const channel = (type: string) => `${redis.prefix}${type}`;
  return {
    addEventListener: (type: string, listener: Listener | null) => target.addEventListener(channel(type), listener as never),
    removeEventListener: (type: string, listener: Listener | null) => target.removeEventListener(channel(type), listener as never),
    dispatchEvent: (event: CustomEvent) => target.dispatchEvent(new CustomEvent(channel(event.type), { detail: event.detail })),
  };
}

type EventTargetLike = {
  addEventListener(type: string, listener: Listener | null): void;
  removeEventListener(type: string, listener: Listener | null): void;
  dispatchEvent(event: CustomEvent): boolean;
};

/**
 * The pubsub plus `tap`: a synchronous listener on the same events as `subscribe(topic, id)`,
 * called in the dispatch itself with the very payload object the subscribers get. Fan-out of
 * shared subscription results uses it to write to every socket at once (realtime/sharedResults.ts).
 */
function withTap(target: EventTargetLike) {
  const pubsub = createPubSub<Topics>({ eventTarget: target as never });
  return Object.assign(pubsub, {
    tap<K extends keyof Topics>(topic: K, id: Topics[K][0], listener: (payload: Topics[K][1]) => void): () => void {
      const type = `${topic}:${String(id)}`;
      const onEvent = (event: CustomEvent) => listener(event.detail as Topics[K][1]);
      target.addEventListener(type, onEvent);
      return () => target.removeEventListener(type, onEvent);
    },
  });
}

export type PubSub = ReturnType<typeof createTopics>;
