// Every viewer-scoped subscription runs through `live`: it ends the moment the viewer loses
// access (sessions revoked, this token signed out, or an extra condition such as leaving a
// conversation), so a subscriber never gets an event after that. New subscribes are refused
// by the context itself: it re-reads the session from the database for each operation.
import { Repeater } from 'graphql-yoga';
import type { Ctx, Viewer } from '../context.ts';
import { requireViewer } from '../domain/auth/session.ts';
import { requirePrivateStreamScope } from '../domain/accessTokens/requestRules.ts';
import type { PubSub, Topics } from './pubsub.ts';

/**
 * Wraps `source` so it completes when the viewer's sessions are revoked, when the token the
 * subscription was opened with is signed out, or when any of `endWhen` emits. A TopicStream stays
 * one (with these stops added), so shared fan-out still recognises it.
 */
export function live<T>(ctx: Ctx, source: TopicStream<T>, endWhen?: AsyncIterable<unknown>[], options?: LiveOptions): TopicStream<T>;
export function live<T>(ctx: Ctx, source: AsyncIterable<T>, endWhen?: AsyncIterable<unknown>[], options?: LiveOptions): AsyncIterable<T>;
export function live<T>(ctx: Ctx, source: AsyncIterable<T>, endWhen: AsyncIterable<unknown>[] = [], options: LiveOptions = {}): AsyncIterable<T> {
  const viewer: Viewer = requireViewer(ctx);
  if (!options.publicEvents) requirePrivateStreamScope(ctx);
  const stops = [ctx.pubsub.subscribe('session:revoked', viewer.id), ...endWhen];
  if (ctx.session) stops.push(ctx.pubsub.subscribe('session:ended', ctx.session.tokenId));
  return source instanceof TopicStream ? source.until(stops) : until(source, stops);
}

export interface LiveOptions {
  /** The events are the same for guests (poll totals): a read-only access token may follow them too. */
  publicEvents?: boolean;
}

/** What a TopicStream needs of the pubsub (realtime/pubsub.ts's PubSub has both). */
export interface TopicPubSub {
  subscribe(topic: string, id: string | number): AsyncIterable<unknown>;
  /** A synchronous listener on the topic, called inside the publish (see pubsub.ts's withTap). */
  tap?(topic: string, id: string | number, listener: (payload: unknown) => void): () => void;
}

/**
 * A subscription source that is exactly the events of pubsub topic `topic:id`, ending when any
 * of `stops` emits. Iterated, it is `until(pubsub.subscribe(topic, id), stops)`. Shared fan-out
 * (sharedResults.ts) also knows it as what it is: its WebSocket subscribers are written to from
 * one listener on the topic, inside the publish, and each of them only waits for its stops
 * (no listener, queue or loop of its own per event).
 */
export class TopicStream<T> implements AsyncIterable<T> {
  constructor(
    readonly pubsub: TopicPubSub,
    readonly topic: string,
    readonly id: string | number,
    readonly stops: readonly AsyncIterable<unknown>[] = [],
  ) {}

  /** The same events, ending also when any of `more` emits. */
  until(more: readonly AsyncIterable<unknown>[]): TopicStream<T> {
    return new TopicStream<T>(this.pubsub, this.topic, this.id, [...this.stops, ...more]);
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    const events = this.pubsub.subscribe(this.topic, this.id) as AsyncIterable<T>;
    return (this.stops.length > 0 ? until(events, [...this.stops]) : events)[Symbol.asyncIterator]();
  }
}

/** The events of `topic:id` as a TopicStream (typed by the topic). */
export function topicEvents<K extends keyof Topics>(pubsub: PubSub, topic: K, id: Topics[K][0]): TopicStream<Topics[K][1]> {
  return new TopicStream<Topics[K][1]>(pubsub as unknown as TopicPubSub, topic, id);
}

/** `source` until the first event of any of `stops`; every iterator is returned on the way out. */
export function until<T>(source: AsyncIterable<T>, stops: AsyncIterable<unknown>[]): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const stopIterators = stops.map((s) => s[Symbol.asyncIterator]());
    for (const s of stopIterators) void s.next().then(() => stop(), () => stop());
    let stopped = false;
    const ended = stop.then(() => {
      stopped = true;
      return { done: true as const, value: undefined };
    });
    try {
      while (!stopped) {
        const next = await Promise.race([iterator.next(), ended]);
        if (next.done || stopped) break;
        await push(next.value);
      }
    } finally {
      stop();
      // Not awaited: a source parked inside an async generator settles its return() only at its next event.
      for (const it of [iterator, ...stopIterators]) void it.return?.()?.catch(() => undefined);
    }
  });
}

/** Keeps only the events `keep` accepts (awaited, so it may check access in the database). */
export function filterAsync<T>(source: AsyncIterable<T>, keep: (value: T) => boolean | Promise<boolean>): AsyncIterable<T> {
  return pumpAsync(source, async (value) => ((await keep(value)) ? 'push' : 'skip'));
}

/** Passes events on while `valid` holds for each (awaited); the stream ends at the first that fails. */
export function takeWhileAsync<T>(source: AsyncIterable<T>, valid: (value: T) => boolean | Promise<boolean>): AsyncIterable<T> {
  return pumpAsync(source, async (value) => ((await valid(value)) ? 'push' : 'end'));
}

function pumpAsync<T>(source: AsyncIterable<T>, decide: (value: T) => Promise<'push' | 'skip' | 'end'>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    void stop.then(() => void iterator.return?.()?.catch(() => undefined));
    let stopped = false;
    const ended = stop.then(() => {
      stopped = true;
      return { done: true as const, value: undefined };
    });
    while (!stopped) {
      const next = await Promise.race([iterator.next(), ended]);
      if (next.done || stopped) break;
      const decision = await decide(next.value);
      if (decision === 'end') break;
      if (decision === 'push') await push(next.value);
    }
    stop();
  });
}
