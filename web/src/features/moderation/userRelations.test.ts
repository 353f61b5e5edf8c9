// The block/mute cache of spec §4 / §9: a status is kept 5 minutes, callers share a pending
// request, toggling updates the cache (and wins over a load started before it), failures answer
// "not blocked" without being kept, a new session starts empty; and the app's instance loads
// through Relay and is cleared when the Relay environment is replaced (login, logout).
import { describe, expect, it, vi } from 'vitest';

const relay = vi.hoisted(() => ({ fetchQuery: vi.fn(), environmentListeners: [] as (() => void)[] }));
vi.mock('react-relay', () => ({ graphql: () => ({}), fetchQuery: relay.fetchQuery }));
vi.mock('../../relay/environment', () => ({
  getRelayEnvironment: () => ({}),
  subscribeRelayEnvironment: (listener: () => void) => {
    relay.environmentListeners.push(listener);
    return () => undefined;
  },
}));

const { createUserRelationsCache, RELATION_CACHE_MS, userRelations } = await import('./userRelations');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  let time = 1_000_000;
  const loads: { userId: string; answer: ReturnType<typeof deferred<{ blocked: boolean; muted: boolean }>> }[] = [];
  const load = vi.fn((userId: string) => {
    const answer = deferred<{ blocked: boolean; muted: boolean }>();
    loads.push({ userId, answer });
    return answer.promise;
  });
  const cache = createUserRelationsCache(load, () => time);
  return { cache, load, loads, advance: (ms: number) => (time += ms) };
}

describe('user relations cache', () => {
  it('keeps a status for 5 minutes, then asks again', async () => {
    const { cache, load, loads, advance } = setup();
    const first = cache.get('U1');
    loads[0]!.answer.resolve({ blocked: true, muted: false });
    expect(await first).toEqual({ blocked: true, muted: false });
    advance(RELATION_CACHE_MS - 1);
    expect(await cache.get('U1')).toEqual({ blocked: true, muted: false });
    expect(cache.peek('U1')).toEqual({ blocked: true, muted: false });
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(cache.peek('U1')).toBeUndefined();
    const again = cache.get('U1');
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]!.answer.resolve({ blocked: false, muted: false });
    expect(await again).toEqual({ blocked: false, muted: false });
    expect(RELATION_CACHE_MS).toBe(5 * 60 * 1000);
  });

  it('shares one pending request between callers, per member', async () => {
    const { cache, load, loads } = setup();
    const a = cache.get('U1');
    const b = cache.get('U1');
    const other = cache.get('U2');
    expect(load).toHaveBeenCalledTimes(2);
    expect(loads.map((l) => l.userId)).toEqual(['U1', 'U2']);
    loads[0]!.answer.resolve({ blocked: false, muted: true });
    loads[1]!.answer.resolve({ blocked: true, muted: false });
    expect(await a).toEqual({ blocked: false, muted: true });
    expect(await b).toEqual({ blocked: false, muted: true });
    expect(await other).toEqual({ blocked: true, muted: false });
  });

  it('a toggle updates the cache at once, tells listeners, and a load started before it does not overwrite it', async () => {
    const { cache, load, loads } = setup();
    const listener = vi.fn();
    cache.subscribe(listener);
    const pending = cache.get('U1');
    cache.set('U1', 'block', true);
    expect(cache.peek('U1')).toEqual({ blocked: true, muted: false });
    expect(listener).toHaveBeenCalledWith('U1');
    loads[0]!.answer.resolve({ blocked: false, muted: false });
    await pending;
    expect(cache.peek('U1')).toEqual({ blocked: true, muted: false });
    cache.set('U1', 'mute', true);
    expect(await cache.get('U1')).toEqual({ blocked: true, muted: true });
    cache.set('U1', 'block', false);
    expect(cache.peek('U1')).toEqual({ blocked: false, muted: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load answers not blocked / not muted and is not kept', async () => {
    const { cache, load, loads } = setup();
    const failed = cache.get('U1');
    loads[0]!.answer.reject(new Error('offline'));
    expect(await failed).toEqual({ blocked: false, muted: false });
    expect(cache.peek('U1')).toBeUndefined();
    void cache.get('U1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('seeds from a fragment only when nothing fresher is cached', () => {
    const { cache } = setup();
    cache.seed('U1', { blocked: true, muted: false });
    expect(cache.peek('U1')).toEqual({ blocked: true, muted: false });
    cache.set('U1', 'block', false);
    cache.seed('U1', { blocked: true, muted: false });
    expect(cache.peek('U1')).toEqual({ blocked: false, muted: false });
  });

  it('clear() forgets everything, and a load of the previous session does not land in the next', async () => {
    const { cache, loads } = setup();
    const old = cache.get('U1');
    cache.clear();
    loads[0]!.answer.resolve({ blocked: true, muted: true });
    await old;
    expect(cache.peek('U1')).toBeUndefined();
  });
});

describe('the app instance', () => {
  it('loads viewerHasBlocked / viewerHasMuted through Relay once, and starts empty in a new session', async () => {
    relay.fetchQuery.mockReset().mockReturnValue({ toPromise: () => Promise.resolve({ node: { viewerHasBlocked: true, viewerHasMuted: false } }) });
    expect(await userRelations.get('VXNlcjox')).toEqual({ blocked: true, muted: false });
    expect(await userRelations.get('VXNlcjox')).toEqual({ blocked: true, muted: false });
    expect(relay.fetchQuery).toHaveBeenCalledTimes(1);
    expect(relay.fetchQuery.mock.calls[0]![2]).toEqual({ id: 'VXNlcjox' });
    for (const listener of relay.environmentListeners) listener();
    expect(userRelations.peek('VXNlcjox')).toBeUndefined();
  });
});
