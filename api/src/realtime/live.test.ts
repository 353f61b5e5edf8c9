import { describe, expect, it } from 'vitest';
import { createPubSub } from 'graphql-yoga';
import { filterAsync, until } from './live.ts';

type T = { feed: [payload: number]; stop: [payload: true] };

async function next<V>(iterator: AsyncIterator<V>, ms = 200): Promise<IteratorResult<V> | 'timeout'> {
  return Promise.race([iterator.next(), new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);
}

describe('until', () => {
  it('passes events through until a stop stream emits, then completes and delivers nothing more', async () => {
    const pubsub = createPubSub<T>();
    const stream = until(pubsub.subscribe('feed'), [pubsub.subscribe('stop')])[Symbol.asyncIterator]();
    const first = stream.next();
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('feed', 1);
    expect(await first).toEqual({ done: false, value: 1 });
    const second = stream.next();
    pubsub.publish('stop', true);
    expect(await second).toEqual({ done: true, value: undefined });
    pubsub.publish('feed', 2);
    expect(await next(stream)).toEqual({ done: true, value: undefined });
  });

  it('completes when the consumer returns, without waiting for another event', async () => {
    const pubsub = createPubSub<T>();
    const stream = until(pubsub.subscribe('feed'), [pubsub.subscribe('stop')])[Symbol.asyncIterator]();
    const pending = stream.next();
    await stream.return?.();
    expect(await next({ next: () => pending } as AsyncIterator<number>)).toEqual({ done: true, value: undefined });
  });
});

describe('filterAsync', () => {
  it('keeps only events the async check accepts', async () => {
    const pubsub = createPubSub<T>();
    const stream = filterAsync(pubsub.subscribe('feed'), async (n) => n % 2 === 0)[Symbol.asyncIterator]();
    const result = stream.next();
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('feed', 1);
    pubsub.publish('feed', 2);
    expect(await result).toEqual({ done: false, value: 2 });
    await stream.return?.();
  });
});
