import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { POLL_ORDER_KEY, POLL_ORDER_LIMIT, affirmativeFirst, isOrderFor, pollOptionOrder, shuffledIndexes } from './pollOrder';

/** A deterministic "random" source. */
function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('poll option order', () => {
  it('is a permutation', () => {
    const order = shuffledIndexes(5, sequence([0.9, 0.1, 0.5, 0.3]));
    expect(isOrderFor(order, 5)).toBe(true);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('is stored once per post and reused while the option count matches', () => {
    const storage = createMemoryStorage();
    const first = pollOptionOrder('p1', ['a', 'b', 'c', 'd'], storage, sequence([0.1, 0.2, 0.3]));
    const again = pollOptionOrder('p1', ['a', 'b', 'c', 'd'], storage, sequence([0.9, 0.9, 0.9]));
    expect(again).toEqual(first);
    // Another count: a new order is made and stored.
    const three = pollOptionOrder('p1', ['a', 'b', 'c'], storage, sequence([0.5]));
    expect(isOrderFor(three, 3)).toBe(true);
    expect(pollOptionOrder('p1', ['a', 'b', 'c'], storage, sequence([0.01]))).toEqual(three);
  });

  it('ignores a corrupt stored order', () => {
    const storage = createMemoryStorage({ [POLL_ORDER_KEY]: JSON.stringify({ orders: { p1: [0, 0, 1] }, seen: ['p1'] }) });
    expect(isOrderFor(pollOptionOrder('p1', ['a', 'b', 'c'], storage), 3)).toBe(true);
  });

  it('puts yes, agree or support first when there are exactly two options', () => {
    expect(affirmativeFirst(['No', 'Yes'])).toEqual([1, 0]);
    expect(affirmativeFirst(['Agree', 'Disagree'])).toEqual([0, 1]);
    expect(affirmativeFirst(['Oppose', 'support the strike'])).toEqual([1, 0]);
    expect(affirmativeFirst(['Yes', 'Yes, but later'])).toBeNull();
    expect(affirmativeFirst(['Yesterday', 'Today'])).toBeNull();
    expect(affirmativeFirst(['Yes', 'No', 'Maybe'])).toBeNull();
    const storage = createMemoryStorage();
    for (let i = 0; i < 5; i++) expect(pollOptionOrder(`p${i}`, ['No', 'Yes'], storage, Math.random)).toEqual([1, 0]);
  });

  it('keeps at most the newest orders', () => {
    const storage = createMemoryStorage();
    for (let i = 0; i < POLL_ORDER_LIMIT + 5; i++) pollOptionOrder(`p${i}`, ['a', 'b', 'c'], storage);
    const stored = JSON.parse(storage.getItem(POLL_ORDER_KEY)!) as { orders: Record<string, number[]> };
    expect(Object.keys(stored.orders)).toHaveLength(POLL_ORDER_LIMIT);
    expect(stored.orders.p0).toBeUndefined();
    expect(stored.orders[`p${POLL_ORDER_LIMIT + 4}`]).toBeDefined();
  });
});
