// Every viewer-scoped subscription runs through `live`: it ends the moment the viewer loses
// access (sessions revoked, this token signed out, or an extra condition such as leaving a
// conversation), so a subscriber never gets an event after that. New subscribes are refused
// by the context itself: it re-reads the session from the database for each operation.
import { Repeater } from 'graphql-yoga';
import type { Ctx, Viewer } from '../context.ts';
import { requireViewer } from '../domain/auth/session.ts';

/**
 * Wraps `source` so it completes when the viewer's sessions are revoked, when the token the
 * subscription was opened with is signed out, or when any of `endWhen` emits.
 */
export function live<T>(ctx: Ctx, source: AsyncIterable<T>, endWhen: AsyncIterable<unknown>[] = []): AsyncIterable<T> {
  const viewer: Viewer = requireViewer(ctx);
  const stops = [ctx.pubsub.subscribe('session:revoked', viewer.id), ...endWhen];
  if (ctx.session) stops.push(ctx.pubsub.subscribe('session:ended', ctx.session.tokenId));
  return until(source, stops);
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
