// Typed pubsub topics. In memory by default; with REDIS_URL every instance sees every event.
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis } from 'ioredis';

export type Topics = {
  /** The user's tokens were revoked (logout everywhere, password change, ban). */
  'session:revoked': [userId: number, payload: { userId: number }];
};

export function createTopics(redis?: { publish: Redis; subscribe: Redis }) {
  return createPubSub<Topics>(
    redis ? { eventTarget: createRedisEventTarget({ publishClient: redis.publish, subscribeClient: redis.subscribe }) } : {},
  );
}

export type PubSub = ReturnType<typeof createTopics>;
