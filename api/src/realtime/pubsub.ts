// Typed pubsub topics. In memory by default; with REDIS_URL every instance sees every event.
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis } from 'ioredis';

export type Topics = {
  /** The user's tokens were revoked (logout everywhere, password change, ban). */
  'session:revoked': [userId: number, payload: { userId: number }];
};

/** With Redis, channel names carry the deployment's prefix so deployments sharing a Redis stay apart. */
export function createTopics(redis?: { publish: Redis; subscribe: Redis; prefix: string }) {
  if (!redis) return createPubSub<Topics>();
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
