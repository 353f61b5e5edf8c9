// The three Redis connections of an instance (rate limits, publishing, subscribing) and how they
// behave while Redis is down: commands that cannot be sent fail at once (a rate-limited request
// answers 503, api/src/lib/outages.ts) instead of queueing without bound, publishes wait in
// realtime/pubsub.ts's bounded queue, and every connection reconnects by itself.
import { Redis } from 'ioredis';
import type { Logger } from '../lib/logger.ts';
import { within } from '../lib/gracefulClose.ts';

export interface RedisClients {
  limits: Redis;
  publish: Redis;
  subscribe: Redis;
  prefix: string;
  /** Closes the three connections (quietly: this is no outage). */
  quit(): Promise<void>;
}

/** A command on a live connection that takes longer than this counts as Redis being unreachable. */
const COMMAND_TIMEOUT_MS = 2_000;

export function connectRedis(url: string, prefix: string, log: Logger): RedisClients {
  const failFast = { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS };
  let quitting = false;
  const clients: RedisClients = {
    limits: new Redis(url, failFast),
    publish: new Redis(url, failFast),
    // SUBSCRIBE may wait for the connection: the subscriber re-subscribes on reconnect anyway.
    subscribe: new Redis(url),
    prefix,
    async quit() {
      quitting = true;
      // quit() waits for a reply; a connection that is down is just closed.
      await Promise.all(
        all(clients).map((client) => (client.status === 'ready' ? client.quit().then(() => undefined, () => client.disconnect()) : client.disconnect())),
      );
    },
  };
  for (const [role, client] of [['limits', clients.limits], ['publish', clients.publish], ['subscribe', clients.subscribe]] as const) {
    let lost = false;
    // Without a listener ioredis prints every failed reconnect attempt; one line per outage is enough.
    client.on('error', (err: Error) => log.debug({ err, role }, 'Redis connection error'));
    client.on('close', () => {
      if (!lost && !quitting) log.warn({ role }, 'Redis connection lost; reconnecting');
      lost = true;
    });
    client.on('ready', () => {
      if (lost) log.info({ role }, 'Redis connection back');
      lost = false;
    });
  }
  return clients;
}

function all(clients: RedisClients): Redis[] {
  return [clients.limits, clients.publish, clients.subscribe];
}

/** Waits (at most `ms`) until every connection is ready; false if one is not. */
export async function redisReady(clients: RedisClients, ms: number): Promise<boolean> {
  const ready = (client: Redis) =>
    client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve()));
  return within(Promise.all(all(clients).map(ready)), ms);
}

/** True when every connection is up and Redis answers a PING within `ms`. */
export async function redisHealthy(clients: RedisClients, ms: number): Promise<boolean> {
  if (all(clients).some((client) => client.status !== 'ready')) return false;
  return within(clients.limits.ping(), ms).catch(() => false);
}
