// The in-process pubsub: every subscriber of a topic and id gets each event, nobody else does,
// and a subscriber that left gets nothing further. With Redis: local delivery at once, and
// publishes kept (in order, bounded) while Redis is unreachable.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createTopics } from './pubsub.ts';

const results = (n: number) => ({ postId: n, totalVotes: n, isExpired: false, expiresAt: null, options: [] });

describe('in-memory topics', () => {
  it('delivers one event object to every subscriber of the topic and id, and stops after return()', async () => {
    const pubsub = createTopics();
    const subscribers = Array.from({ length: 2000 }, () => pubsub.subscribe('poll:results', 1)[Symbol.asyncIterator]());
    const other = pubsub.subscribe('poll:results', 2)[Symbol.asyncIterator]();
    const pending = subscribers.map((s) => s.next());
    const otherPending = other.next();
    await new Promise((r) => setTimeout(r, 0));
    const event = results(1);
    pubsub.publish('poll:results', 1, event);
    const got = await Promise.all(pending);
    expect(got.every((g) => g.value === event)).toBe(true);

    await Promise.all(subscribers.slice(1).map((s) => s.return?.()));
    const last = subscribers[0]!.next();
    pubsub.publish('poll:results', 1, results(2));
    expect((await last).value).toEqual(results(2));
    pubsub.publish('poll:results', 2, results(3));
    expect((await otherPending).value).toEqual(results(3));
    await subscribers[0]!.return?.();
    await other.return?.();
  });
});

/** Enough of an ioredis connection for the pubsub: status, events, PUBLISH and (UN)SUBSCRIBE. */
class FakeRedis extends EventEmitter {
  status = 'ready';
  published: [channel: string, message: string][] = [];
  subscribed = new Set<string>();
  /** Fails the next PUBLISHes as a dropped connection fails the commands in flight. */
  failNext = 0;
  publish(channel: string, message: string) {
    if (this.status !== 'ready') return Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
    if (this.failNext > 0) {
      this.failNext -= 1;
      return Promise.reject(new Error('Connection is closed.'));
    }
    this.published.push([channel, message]);
    return Promise.resolve(1);
  }
  subscribe(...channels: string[]) {
    if (this.status !== 'ready') return Promise.reject(new Error('Connection is closed.'));
    for (const c of channels) this.subscribed.add(c);
    return Promise.resolve(channels.length);
  }
  unsubscribe(...channels: string[]) {
    for (const c of channels) this.subscribed.delete(c);
    return Promise.resolve(0);
  }
  down() {
    this.status = 'reconnecting';
    this.emit('close');
  }
  up() {
    this.status = 'ready';
    this.emit('ready');
  }
}

function redisTopics(options: { maxPendingPublishes?: number } = {}) {
  const publish = new FakeRedis();
  const subscribe = new FakeRedis();
  const warnings: unknown[] = [];
  const pubsub = createTopics(
    { publish: publish as unknown as Redis, subscribe: subscribe as unknown as Redis, prefix: 'p:' },
    { log: { warn: (...args: unknown[]) => void warnings.push(args) }, ...options },
  );
  return { pubsub, publish, subscribe, warnings };
}

const flushPromises = () => new Promise((resolve) => setImmediate(resolve));
const totals = (published: [string, string][]) => published.map(([, m]) => (JSON.parse(m) as { detail: { totalVotes: number } }).detail.totalVotes);

describe('Redis topics', () => {
  it('delivers to subscribers of this instance at once, publishes to the others, and skips its own echo', async () => {
    const { pubsub, publish, subscribe } = redisTopics();
    const sub = pubsub.subscribe('poll:results', 7)[Symbol.asyncIterator]();
    const first = sub.next();
    await flushPromises();
    expect([...subscribe.subscribed]).toEqual(['p:poll:results:7']);

    pubsub.publish('poll:results', 7, results(1));
    expect((await first).value).toEqual(results(1));
    await flushPromises();
    expect(publish.published.map(([c]) => c)).toEqual(['p:poll:results:7']);

    // Redis hands the message back to its sender too: not delivered twice.
    const second = sub.next();
    subscribe.emit('message', publish.published[0]![0], publish.published[0]![1]);
    // Another instance's event is delivered.
    subscribe.emit('message', 'p:poll:results:7', JSON.stringify({ origin: 'other-instance', detail: results(2) }));
    expect((await second).value).toEqual(results(2));
    await sub.return?.();
    expect(subscribe.subscribed.size).toBe(0);
  });

  it('while Redis is down, sends succeed and are seen here; the others get them in order once it is back', async () => {
    const { pubsub, publish } = redisTopics();
    const sub = pubsub.subscribe('poll:results', 1)[Symbol.asyncIterator]();
    const got = sub.next();
    await flushPromises();

    publish.down();
    pubsub.publish('poll:results', 1, results(1));
    expect((await got).value).toEqual(results(1));
    pubsub.publish('poll:results', 1, results(2));
    pubsub.publish('poll:results', 1, results(3));
    await flushPromises();
    expect(publish.published).toEqual([]);

    publish.up();
    await flushPromises();
    expect(totals(publish.published)).toEqual([1, 2, 3]);
    await sub.return?.();
  });

  it('a publish that fails in flight is sent again, before the ones that came after it', async () => {
    const { pubsub, publish } = redisTopics();
    publish.failNext = 1;
    pubsub.publish('poll:results', 1, results(1));
    await flushPromises();
    publish.down();
    pubsub.publish('poll:results', 1, results(2));
    publish.up();
    await flushPromises();
    expect(totals(publish.published)).toEqual([1, 2]);
  });

  it('keeps at most maxPendingPublishes while Redis is down, dropping the oldest, and says so', async () => {
    const { pubsub, publish, warnings } = redisTopics({ maxPendingPublishes: 3 });
    publish.down();
    for (let n = 1; n <= 5; n += 1) pubsub.publish('poll:results', 1, results(n));
    expect(warnings).toHaveLength(1);
    publish.up();
    await flushPromises();
    expect(totals(publish.published)).toEqual([3, 4, 5]);
    expect(warnings).toHaveLength(2);
  });

  it('subscribes again after a reconnect to channels whose SUBSCRIBE failed while Redis was down', async () => {
    const { pubsub, subscribe } = redisTopics();
    subscribe.down();
    const sub = pubsub.subscribe('user:unread', 3)[Symbol.asyncIterator]();
    const got = sub.next();
    await flushPromises();
    expect(subscribe.subscribed.size).toBe(0);
    subscribe.up();
    await flushPromises();
    expect([...subscribe.subscribed]).toEqual(['p:user:unread:3']);
    const counts = { messages: 1, notificationsUnseen: 0, notificationsUnread: 0 };
    subscribe.emit('message', 'p:user:unread:3', JSON.stringify({ origin: 'other-instance', detail: counts }));
    expect((await got).value).toEqual(counts);
    await sub.return?.();
  });
});
