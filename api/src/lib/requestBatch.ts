// Resolvers of one request that each ask for the same kind of row by their own key (every post of
// a list asking for its share counts) share one statement: the keys asked for while the request's
// resolvers run are loaded together once they all have asked, as DataLoader does.
interface Batch<K, V> {
  keys: Set<K>;
  loaded: Promise<Map<K, V>>;
}

const batches = new WeakMap<object, Map<string, Batch<unknown, unknown>>>();

/** `key`'s row from one `loadMany` call for every key of this kind asked for in the same turn of `ctx`'s request. */
export function batchLoad<K, V>(ctx: object, kind: string, key: K, loadMany: (keys: K[]) => Promise<Map<K, V>>): Promise<V | undefined> {
  let byKind = batches.get(ctx);
  if (!byKind) batches.set(ctx, (byKind = new Map()));
  let batch = byKind.get(kind) as Batch<K, V> | undefined;
  if (!batch) {
    const keys = new Set<K>();
    const kinds = byKind;
    // After the resolvers called in this pass (and the promise jobs they started) have asked.
    const loaded = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      kinds.delete(kind);
      return loadMany([...keys]);
    });
    batch = { keys, loaded };
    byKind.set(kind, batch as Batch<unknown, unknown>);
  }
  batch.keys.add(key);
  return batch.loaded.then((rows) => rows.get(key));
}
