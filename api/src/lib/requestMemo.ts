/** Shares one computation between resolvers of the same request (e.g. a page and its count). */
const memos = new WeakMap<object, Map<string, Promise<unknown>>>();

export function requestMemo<T>(ctx: object, key: string, compute: () => Promise<T>): Promise<T> {
  let memo = memos.get(ctx);
  if (!memo) memos.set(ctx, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key) as Promise<T>;
}
