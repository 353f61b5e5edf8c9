// Typed pubsub topics. In memory by default; with REDIS_URL every instance sees every event.
// Payloads are plain JSON (they cross Redis) and carry ids, not records: subscribers load what
// they may see through the domain, so an event never leaks more than a query would. Each
// payload type belongs to its domain area; this module imports them (never the reverse).
import { randomUUID } from 'node:crypto';
import { createPubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/logger.ts';
import { within } from '../lib/gracefulClose.ts';
import type { ModerationQueueChange } from '../domain/moderation/queueEvents.ts';
import type { UnreadCountsPayload } from '../domain/notifications/unreadCounts.ts';
import type { PollResultsPayload } from '../domain/polls/results.ts';
import type { MessageEventPayload } from '../domain/messages/conversations.ts';
import type { BadgesEarnedPayload } from '../domain/badges/awards.ts';

export type Topics = {
  /** The user's tokens were revoked (logout everywhere, password change, ban). */
  'session:revoked': [userId: number, payload: { userId: number }];
  /** One token was signed out (single-device logout); keyed by the token's id (jti). */
  'session:ended': [tokenId: string, payload: { tokenId: string }];
  /** The member's unread counts changed; the payload is the new totals. */
  'user:unread': [userId: number, payload: UnreadCountsPayload];
  /** The member earned badges (ids of the badges inserted now). */
  'user:badges': [userId: number, payload: BadgesEarnedPayload];
  /** A notification was created for the member. */
  'user:notification': [userId: number, payload: { notificationId: number }];
  /** One of the member's conversations changed (new or deleted message, read state, started). */
  'user:conversation': [userId: number, payload: { conversationId: number }];
  /** The member left (deleted for themself) a conversation: their live views of it end. */
  'user:conversationLeft': [userId: number, payload: { conversationId: number }];
  /** The member left a community: their live views of its (private) content end. */
  'user:communityLeft': [userId: number, payload: { communityId: number }];
  /** A message was added to or deleted from a conversation (onlyFor: see MessageEventPayload). */
  'conversation:message': [conversationId: number, payload: MessageEventPayload];
  /** New totals of a poll after a vote. */
  'poll:results': [postId: number, payload: PollResultsPayload];
  /** An admin queue changed (new flag, report, pending item or appeal, or a status change). */
  'moderation:queue': [channel: string, payload: ModerationQueueChange];
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
    hasListeners: (type: string) => byTopic.has(type),
  };
}

/** The publish and subscribe connections (realtime/redis.ts) and the deployment's channel prefix. */
export interface RedisPubSubClients {
  publish: Redis;
  subscribe: Redis;
  prefix: string;
}

export interface TopicsOptions {
  log?: Pick<Logger, 'warn'>;
  /** Publishes kept while Redis is unreachable (default MAX_PENDING_PUBLISHES). */
  maxPendingPublishes?: number;
}

/**
 * Publishes kept while Redis is unreachable, oldest dropped first beyond that. An event only says
 * that something changed in PostgreSQL; a subscriber that misses one sees the change at its next
 * read (the web client refetches after a reconnect), so the bound costs liveness, never data.
 */
export const MAX_PENDING_PUBLISHES = 10_000;

/** With Redis, channel names carry the deployment's prefix so deployments sharing a Redis stay apart. */
export function createTopics(redis?: RedisPubSubClients, options: TopicsOptions = {}) {
  if (!redis) return withTap(createMemoryEventTarget(), async () => undefined);
  const outbox = createPublishQueue(redis.publish, options);
  return withTap(createRedisEventTarget(redis, outbox, options), outbox.close);
}

/**
 * Events reach this instance's own subscribers at once, in process, and the other instances
 * through Redis (each envelope names its origin, so an instance skips its own echo). While Redis
 * is down, sends still succeed and are seen here; the other instances get them when it is back.
 */
function createRedisEventTarget(redis: RedisPubSubClients, outbox: PublishQueue, options: TopicsOptions) {
  const local = createMemoryEventTarget();
  const origin = randomUUID();
  const channels = new Set<string>();
  const channel = (type: string) => `${redis.prefix}${type}`;
  const subscribe = (names: string[]) =>
    redis.subscribe.subscribe(...names).catch((err: unknown) => options.log?.warn({ err }, 'Redis SUBSCRIBE failed; retried on reconnect'));

  redis.subscribe.on('message', (name: string, message: string) => {
    if (!channels.has(name)) return;
    let envelope: { origin?: string; detail?: unknown };
    try {
      envelope = JSON.parse(message) as typeof envelope;
    } catch {
      return;
    }
    if (envelope.origin === origin) return;
    local.dispatchEvent(new CustomEvent(name.slice(redis.prefix.length), { detail: envelope.detail }));
  });
  // A SUBSCRIBE that failed while Redis was down is not in ioredis's own resubscribe list.
  redis.subscribe.on('ready', () => {
    if (channels.size > 0) void subscribe([...channels]);
  });

  return {
    addEventListener(type: string, listener: Listener | null) {
      const first = !local.hasListeners(type);
      local.addEventListener(type, listener);
      if (first && listener) {
        channels.add(channel(type));
        void subscribe([channel(type)]);
      }
    },
    removeEventListener(type: string, listener: Listener | null) {
      local.removeEventListener(type, listener);
      if (!local.hasListeners(type) && channels.delete(channel(type))) {
        redis.subscribe.unsubscribe(channel(type)).catch(() => undefined);
      }
    },
    dispatchEvent(event: CustomEvent) {
      local.dispatchEvent(event);
      outbox.publish(channel(event.type), JSON.stringify({ origin, detail: event.detail }));
      return true;
    },
  };
}

type PublishQueue = ReturnType<typeof createPublishQueue>;

/**
 * PUBLISH in order, and while Redis cannot take them (down, reconnecting, a command timed out)
 * keep them, in order and bounded, until the connection is ready again.
 */
function createPublishQueue(client: Redis, options: TopicsOptions) {
  const max = options.maxPendingPublishes ?? MAX_PENDING_PUBLISHES;
  type Item = { seq: number; channel: string; message: string };
  let seq = 0;
  let pending: Item[] = [];
  let dropped = 0;
  let retry: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();

  const keep = (item: Item) => {
    // A publish that failed in flight is older than those queued after it: keep the order.
    let at = pending.length;
    while (at > 0 && pending[at - 1]!.seq > item.seq) at -= 1;
    pending.splice(at, 0, item);
    if (pending.length > max) {
      pending.shift();
      if (dropped++ === 0) options.log?.warn({ max }, 'Redis unreachable: live events beyond the queue are dropped (oldest first)');
    }
    // Still connected (a command timed out): try again shortly; otherwise on 'ready'.
    if (client.status === 'ready') retry ??= setTimeout(flush, 1_000).unref();
  };
  const send = (item: Item) => {
    const sent = client.publish(item.channel, item.message).then(
      () => undefined,
      () => keep(item),
    );
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };
  function flush() {
    clearTimeout(retry);
    retry = undefined;
    if (client.status !== 'ready' || pending.length === 0) return;
    const batch = pending;
    pending = [];
    if (dropped > 0) options.log?.warn({ dropped }, 'Redis is back: live events dropped while it was unreachable');
    dropped = 0;
    for (const item of batch) send(item);
  }
  client.on('ready', flush);

  return {
    publish(channel: string, message: string) {
      const item = { seq: ++seq, channel, message };
      if (pending.length === 0 && client.status === 'ready') send(item);
      else keep(item);
    },
    /** Sends what waits, if Redis is there, and waits (at most `ms`) for the publishes in flight. */
    async close(ms: number) {
      flush();
      await within(Promise.all(inFlight), ms);
      clearTimeout(retry);
      if (pending.length > 0) options.log?.warn({ pending: pending.length }, 'Stopping while Redis is unreachable: live events not sent');
    },
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
function withTap(target: EventTargetLike, close: (ms: number) => Promise<void>) {
  const pubsub = createPubSub<Topics>({ eventTarget: target as never });
  return Object.assign(pubsub, {
    /** Sends what still waits for Redis (at most `ms`); call before closing the connections. */
    close,
    tap<K extends keyof Topics>(topic: K, id: Topics[K][0], listener: (payload: Topics[K][1]) => void): () => void {
      const type = `${topic}:${String(id)}`;
      const onEvent = (event: CustomEvent) => listener(event.detail as Topics[K][1]);
      target.addEventListener(type, onEvent);
      return () => target.removeEventListener(type, onEvent);
    },
  });
}

export type PubSub = ReturnType<typeof createTopics>;
