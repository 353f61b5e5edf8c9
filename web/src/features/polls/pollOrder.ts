// Per-browser option order (content spec §4 'Poll', §9 'Display'): the options of a poll are
// shuffled once per post and the order is stored on the device, then reused as long as the
// option count matches. With exactly two options, an option starting with yes, agree or
// support goes first. The order only changes what is shown: votes always name the option's
// index.
import { getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';
import { getRenderedPollOrders } from './renderedPollOrders';

export const POLL_ORDER_KEY = 'wc.pollOrder';
/** Orders kept on the device; the oldest are dropped beyond this. */
export const POLL_ORDER_LIMIT = 200;

interface StoredOrders {
  /** postId -> option indexes in display order. */
  orders: Record<string, number[]>;
  /** postIds, oldest first (for the limit). */
  seen: string[];
}

const AFFIRMATIVE = /^\s*(yes|agree|support)\b/i;

/** A random permutation of 0..count-1 (Fisher-Yates). */
export function shuffledIndexes(count: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** True when `order` is a permutation of 0..count-1. */
export function isOrderFor(order: unknown, count: number): order is number[] {
  if (!Array.isArray(order) || order.length !== count) return false;
  const seen = new Set<number>();
  for (const value of order) {
    if (!Number.isInteger(value) || value < 0 || value >= count || seen.has(value)) return false;
    seen.add(value);
  }
  return true;
}

/** With exactly two options, the affirmative one (yes / agree / support) goes first. */
export function affirmativeFirst(texts: readonly string[]): number[] | null {
  if (texts.length !== 2) return null;
  const [a, b] = [AFFIRMATIVE.test(texts[0]!), AFFIRMATIVE.test(texts[1]!)];
  if (a && !b) return [0, 1];
  if (b && !a) return [1, 0];
  return null;
}

function readOrders(storage: KeyValueStorage): StoredOrders {
  const value = readJson<Partial<StoredOrders>>(POLL_ORDER_KEY, storage);
  const orders = value?.orders && typeof value.orders === 'object' ? value.orders : {};
  const seen = Array.isArray(value?.seen) ? value.seen.filter((id): id is string => typeof id === 'string' && id in orders) : [];
  return { orders, seen };
}

/**
 * The display order (option indexes) of a poll for this browser: the stored one when its
 * length matches, otherwise a new one (affirmative-first for two options, else shuffled),
 * which is then stored.
 */
export function pollOptionOrder(
  postId: string,
  texts: readonly string[],
  storage: KeyValueStorage = getStorage(),
  random: () => number = Math.random,
): number[] {
  const count = texts.length;
  const fixed = affirmativeFirst(texts);
  if (fixed) return fixed;
  const existing = readOrders(storage).orders[postId];
  if (isOrderFor(existing, count)) return existing;
  const order = shuffledIndexes(count, random);
  storeOrder(postId, order, storage);
  return order;
}

function storeOrder(postId: string, order: number[], storage: KeyValueStorage): void {
  const stored = readOrders(storage);
  const seen = [...stored.seen.filter((id) => id !== postId), postId];
  const orders: Record<string, number[]> = {};
  for (const id of seen.slice(-POLL_ORDER_LIMIT)) orders[id] = id === postId ? order : stored.orders[id]!;
  writeJson(POLL_ORDER_KEY, { orders, seen: seen.slice(-POLL_ORDER_LIMIT) }, storage);
}

/**
 * The order while a page is server-rendered or hydrated. The server shuffles anew for each
 * render (it has no device to keep an order for) and notes the order; the browser hydrating
 * the page shows that order and keeps it as its own, unless it already keeps one (which then
 * shows once the page is hydrated).
 */
export function renderedPollOptionOrder(postId: string, texts: readonly string[], storage: KeyValueStorage = getStorage()): number[] {
  const fixed = affirmativeFirst(texts);
  if (fixed) return fixed;
  const renderedOrders = getRenderedPollOrders();
  const rendered = renderedOrders[postId];
  if (typeof window === 'undefined') {
    if (!isOrderFor(rendered, texts.length)) renderedOrders[postId] = shuffledIndexes(texts.length);
    return renderedOrders[postId]!;
  }
  if (!isOrderFor(rendered, texts.length)) return pollOptionOrder(postId, texts, storage);
  if (!isOrderFor(readOrders(storage).orders[postId], texts.length)) storeOrder(postId, rendered, storage);
  return rendered;
}
