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
  if (!redis) return createPubSub<Topics>({ eventTarget: createMemoryEventTarget() as never });
  const target = createRedisEventTarget<CustomEvent>({ publishClient: redis.publish, subscribeClient: redis.subscribe });
  const channel = (type: string) => `${redis.prefix}${type}`;
  return createPubSub<Topics>({
    eventTarget: {
      addEventListener: (type, listener, options) => target.addEventListener(channel(type), listener, options),
      removeEventListener: (type, listener, options) => target.removeEventListener(channel(type), listener, options),
      dispatchEvent: (event) => target.dispatchEvent(new CustomEvent(channel(event.type), { detail: event.detail })),
    },
  });
}

export type PubSub = ReturnType<typeof createTopics>;
