// The in-process pubsub: every subscriber of a topic and id gets each event, nobody else does,
// and a subscriber that left gets nothing further.
import { describe, expect, it } from 'vitest';
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
