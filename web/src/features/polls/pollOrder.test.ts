import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import {
  POLL_ORDER_KEY,
  POLL_ORDER_LIMIT,
  affirmativeFirst,
  isOrderFor,
  pollOptionOrder,
  renderedPollOptionOrder,
  shuffledIndexes,
} from './pollOrder';
import { getRenderedPollOrders, setRenderedPollOrders } from './renderedPollOrders';

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

describe('poll option order of a server-rendered page', () => {
  const texts = ['a', 'b', 'c', 'd'];
  afterEach(() => {
    vi.unstubAllGlobals();
    setRenderedPollOrders({});
  });

  it('is shuffled by the server for each render, one order per poll, and never stored', () => {
    const storage = createMemoryStorage();
    setRenderedPollOrders({});
    const first = renderedPollOptionOrder('p1', texts, storage);
    expect(isOrderFor(first, 4)).toBe(true);
    expect(renderedPollOptionOrder('p1', texts, storage), 'the same poll twice on a page').toEqual(first);
    expect(getRenderedPollOrders()).toEqual({ p1: first });
    expect(storage.getItem(POLL_ORDER_KEY)).toBeNull();
    expect(renderedPollOptionOrder('p2', ['Yes', 'No'], storage), 'affirmative first, as always').toEqual([0, 1]);
  });

  it('is the server’s while the browser hydrates, which keeps it as its own unless it has one', () => {
    vi.stubGlobal('window', {});
    const storage = createMemoryStorage();
    pollOptionOrder('seen', texts, storage, sequence([0.1, 0.2, 0.3]));
    const kept = pollOptionOrder('seen', texts, storage);
    const rendered = [...kept].reverse();
    setRenderedPollOrders({ fresh: [3, 1, 0, 2], seen: rendered });

    expect(renderedPollOptionOrder('fresh', texts, storage)).toEqual([3, 1, 0, 2]);
    expect(pollOptionOrder('fresh', texts, storage), 'then this browser’s order').toEqual([3, 1, 0, 2]);

    expect(renderedPollOptionOrder('seen', texts, storage), 'hydration shows what the server sent').toEqual(rendered);
    expect(pollOptionOrder('seen', texts, storage), 'then the order this browser already kept').toEqual(kept);

    expect(isOrderFor(renderedPollOptionOrder('other', texts, storage), 4), 'a poll the server did not render').toBe(true);
  });
});
