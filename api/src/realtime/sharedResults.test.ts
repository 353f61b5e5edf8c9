// Shared execution of subscription events: one execution per event per group, per-viewer fields
// per viewer, anonymous context for shared groups, and the normal path for everything else.
import { describe, expect, it } from 'vitest';
import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { createPubSub } from 'graphql-yoga';
import { sharedTypeExtensions, sharingOf, useSharedSubscriptionResults } from './sharedResults.ts';
import { TopicStream, type TopicPubSub } from './live.ts';

type Event = { id: number; total: number };
type Context = { viewer: { id: number } | null; pubsub: ReturnType<typeof createPubSub<{ tick: [id: number, payload: Event] }>> };

const calls = { total: 0, viewerVote: 0, secret: 0 };
const seenViewers: (number | null)[] = [];

const Option = new GraphQLObjectType<Event, Context>({
  name: 'Option',
  extensions: sharedTypeExtensions(),
  fields: { label: { type: GraphQLString, resolve: (e) => `option of ${e.id}` } },
});
// A type without the marker: selecting it makes the operation run the normal way.
const Owner = new GraphQLObjectType<unknown, Context>({
  name: 'Owner',
  fields: {
    secret: {
      type: GraphQLString,
      resolve: (_s, _a, ctx) => {
        calls.secret++;
        return `secret of ${ctx.viewer?.id ?? 'nobody'}`;
      },
    },
  },
});
const Totals = new GraphQLObjectType<Event, Context>({
  name: 'Totals',
  extensions: sharedTypeExtensions(['viewerVote']),
  fields: {
    id: { type: GraphQLID, resolve: (e) => e.id },
    total: {
      type: GraphQLInt,
      resolve: (e, _a, ctx) => {
        calls.total++;
        seenViewers.push(ctx.viewer?.id ?? null);
        if (e.total < 0) throw new Error('Negative total');
        return e.total;
      },
    },
    viewerVote: {
      type: GraphQLInt,
      resolve: (_e, _a, ctx) => {
        calls.viewerVote++;
        return ctx.viewer ? ctx.viewer.id * 10 : null;
      },
    },
    options: { type: new GraphQLList(Option), resolve: (e) => [e] },
    owner: { type: Owner, resolve: () => ({}) },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt, resolve: () => 1 } } }),
  subscription: new GraphQLObjectType<unknown, Context>({
    name: 'Subscription',
    fields: {
      shared: {
        type: Totals,
        extensions: { sharedResults: true },
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        subscribe: (_r, args: { id: string }, ctx) => {
          if (args.id === 'forbidden') throw new Error('Not allowed');
          return ctx.pubsub.subscribe('tick', Number(args.id));
        },
        resolve: (e: unknown) => e as Event,
      },
      tapped: {
        type: Totals,
        extensions: { sharedResults: true },
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        subscribe: (_r, args: { id: string }, ctx) =>
          new TopicStream<Event>(ctx.pubsub as unknown as TopicPubSub, 'tick', Number(args.id), (ctx as { stops?: AsyncIterable<unknown>[] }).stops ?? []),
        resolve: (e: unknown) => e as Event,
      },
      plain: {
        type: Totals,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        subscribe: (_r, args: { id: string }, ctx) => ctx.pubsub.subscribe('tick', Number(args.id)),
        resolve: (e: unknown) => e as Event,
      },
    },
  }),
});

type SharedPlugin = { onSubscribe: (p: unknown) => void };

/** The plugin's subscribe function for an operation, or null when it leaves the operation alone. */
function subscribeFnFor(args: ExecutionArgs, plugin: SharedPlugin): ((a: ExecutionArgs) => unknown) | null {
  let chosen: ((a: ExecutionArgs) => unknown) | null = null;
  plugin.onSubscribe({ args, setSubscribeFn: (fn: (a: ExecutionArgs) => unknown) => (chosen = fn) });
  return chosen;
}

/** Subscribes one operation per viewer, through one plugin (one app instance). */
async function subscribeAll(pubsub: Context['pubsub'], query: string, viewers: (number | null)[], variables = { id: '1' }) {
  const document = parse(query);
  const plugin = useSharedSubscriptionResults() as SharedPlugin;
  return Promise.all(
    viewers.map(async (viewer) => {
      const args: ExecutionArgs = { schema, document, variableValues: variables, contextValue: { viewer: viewer === null ? null : { id: viewer }, pubsub } };
      const fn = subscribeFnFor(args, plugin);
      if (!fn) throw new Error('expected the shared path');
      return (await fn(args)) as AsyncGenerator<ExecutionResult> | ExecutionResult;
    }),
  );
}

function reset() {
  calls.total = 0;
  calls.viewerVote = 0;
  calls.secret = 0;
  seenViewers.length = 0;
}

/** An open WebSocket that keeps the text messages written to it (ws: a buffer sent as text). */
function fakeSocket() {
  return {
    readyState: 1,
    frames: [] as string[],
    send(frame: Buffer, options: { binary: false }) {
      if (options.binary !== false) throw new Error('sent as a binary message');
      this.frames.push(frame.toString('utf8'));
    },
  };
}

describe('shared subscription results', () => {
  it('decides per document: shared, per viewer, or the normal path', () => {
    expect(sharingOf(schema, parse('subscription { shared(id: 1) { id total options { label } __typename } }'))).toEqual({ perViewer: false });
    expect(sharingOf(schema, parse('subscription { shared(id: 1) { total viewerVote } }'))).toEqual({ perViewer: true });
    expect(sharingOf(schema, parse('subscription { shared(id: 1) { ...F } } fragment F on Totals { viewerVote }'))).toEqual({ perViewer: true });
    expect(sharingOf(schema, parse('subscription { shared(id: 1) { owner { secret } } }'))).toBeNull();
    expect(sharingOf(schema, parse('subscription { plain(id: 1) { total } }'))).toBeNull();
    expect(sharingOf(schema, parse('query { ok }'))).toBeNull();
  });

  it('executes once per event for every subscriber of a group, with an anonymous context', async () => {
    reset();
    const pubsub = createPubSub<{ tick: [id: number, payload: Event] }>();
    const streams = (await subscribeAll(pubsub, 'subscription { shared(id: 1) { id total } }', [1, null, 2, null, 3])) as AsyncGenerator<ExecutionResult>[];
    const nexts = streams.map((s) => s.next());
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('tick', 1, { id: 1, total: 7 });
    const results = await Promise.all(nexts);
    for (const r of results) expect(r.value).toEqual({ data: { shared: { id: '1', total: 7 } } });
    expect(calls.total).toBe(1);
    expect(seenViewers).toEqual([null]);

    const second = streams.map((s) => s.next());
    pubsub.publish('tick', 1, { id: 1, total: 8 });
    for (const r of await Promise.all(second)) expect(r.value).toEqual({ data: { shared: { id: '1', total: 8 } } });
    expect(calls.total).toBe(2);
    await Promise.all(streams.map((s) => s.return(undefined)));
  });

  it('resolves per-viewer fields for each viewer, sharing only between subscriptions of the same viewer', async () => {
    reset();
    const pubsub = createPubSub<{ tick: [id: number, payload: Event] }>();
    const viewers = [1, 2, 1, null, null];
    const streams = (await subscribeAll(pubsub, 'subscription { shared(id: 1) { total viewerVote } }', viewers)) as AsyncGenerator<ExecutionResult>[];
    const nexts = streams.map((s) => s.next());
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('tick', 1, { id: 1, total: 3 });
    const results = await Promise.all(nexts);
    expect(results.map((r) => (r.value as ExecutionResult).data)).toEqual([
      { shared: { total: 3, viewerVote: 10 } },
      { shared: { total: 3, viewerVote: 20 } },
      { shared: { total: 3, viewerVote: 10 } },
      { shared: { total: 3, viewerVote: null } },
      { shared: { total: 3, viewerVote: null } },
    ]);
    // Viewer 1, viewer 2 and the guests: three groups.
    expect(calls.viewerVote).toBe(3);
    await Promise.all(streams.map((s) => s.return(undefined)));
  });

  it('keeps groups apart by variables and reports subscribe errors per subscriber', async () => {
    reset();
    const pubsub = createPubSub<{ tick: [id: number, payload: Event] }>();
    const [a] = (await subscribeAll(pubsub, 'subscription S($id: ID!) { shared(id: $id) { id total } }', [null], { id: '1' })) as AsyncGenerator<ExecutionResult>[];
    const [b] = (await subscribeAll(pubsub, 'subscription S($id: ID!) { shared(id: $id) { id total } }', [null], { id: '2' })) as AsyncGenerator<ExecutionResult>[];
    const na = a!.next();
    const nb = b!.next();
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('tick', 1, { id: 1, total: 1 });
    pubsub.publish('tick', 2, { id: 2, total: 2 });
    expect((await na).value).toEqual({ data: { shared: { id: '1', total: 1 } } });
    expect((await nb).value).toEqual({ data: { shared: { id: '2', total: 2 } } });
    await a!.return(undefined);
    await b!.return(undefined);

    const [refused] = await subscribeAll(pubsub, 'subscription { shared(id: "forbidden") { total } }', [1]);
    expect((refused as ExecutionResult).errors?.[0]?.message).toBe('Not allowed');
  });

  it('ends the source when the subscriber leaves', async () => {
    const pubsub = createPubSub<{ tick: [id: number, payload: Event] }>();
    const [stream] = (await subscribeAll(pubsub, 'subscription { shared(id: 1) { total } }', [null])) as AsyncGenerator<ExecutionResult>[];
    const pending = stream!.next();
    await stream!.return(undefined);
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(await stream!.next()).toEqual({ done: true, value: undefined });
  });

  it('the first subscriber to see an event writes its frame to every socket of the group, once per socket', async () => {
    const pubsub = createPubSub<{ tick: [id: number, payload: Event] }>();
    const plugin = useSharedSubscriptionResults() as { onSubscribe: (p: unknown) => void };
    const document = parse('subscription { shared(id: 1) { total } }');
    // The last id has characters of more than one byte and a quote: the frame holds it as JSON.
    const ids = ['op0', 'op1', 'öp "2"'];
    const sockets = ids.map(fakeSocket);
    const streams = await Promise.all(
      sockets.map(async (socket, n) => {
        const args: ExecutionArgs = {
          schema,
          document,
          variableValues: {},
          contextValue: { viewer: null, pubsub, socket: { socket }, wsOperationId: ids[n]! },
        };
        let fn!: (a: ExecutionArgs) => unknown;
        plugin.onSubscribe({ args, setSubscribeFn: (f: (a: ExecutionArgs) => unknown) => (fn = f) });
        return (await fn(args)) as AsyncGenerator<ExecutionResult>;
      }),
    );
    const tick = () => new Promise((r) => setTimeout(r, 10));
    // Only the first stream is being consumed: it alone delivers to all three sockets.
    void streams[0]!.next();
    await tick();
    pubsub.publish('tick', 1, { id: 1, total: 7 });
    await tick();
    expect(sockets.map((s) => s.frames)).toEqual(
      ids.map((id) => [`{"id":${JSON.stringify(id)},"type":"next","payload":{"data":{"shared":{"total":7}}}}`]),
    );
    // The others reach the same event later and find it delivered.
    void streams[1]!.next();
    void streams[2]!.next();
    await tick();
    expect(sockets.map((s) => s.frames.length)).toEqual([1, 1, 1]);
    // A subscriber that left gets nothing further.
    await streams[2]!.return(undefined);
    pubsub.publish('tick', 1, { id: 1, total: 8 });
    await tick();
    expect(sockets.map((s) => s.frames.length)).toEqual([2, 2, 1]);
    expect(sockets[1]!.frames[1]).toBe('{"id":"op1","type":"next","payload":{"data":{"shared":{"total":8}}}}');
    await Promise.all(streams.slice(0, 2).map((s) => s.return(undefined)));
  });

  /** A pubsub with `tap` (as realtime/pubsub.ts's), and `count` subscribers of `tapped(id: 1)` on fake sockets. */
  async function tappedSubscribers(count: number, stops: (n: number) => AsyncIterable<unknown>[] = () => []) {
    const target = new EventTarget();
    const pubsub = Object.assign(createPubSub<{ tick: [id: number, payload: Event] }>({ eventTarget: target }), {
      taps: 0,
      tap(topic: string, id: string | number, listener: (payload: unknown) => void) {
        const onEvent = (event: globalThis.Event) => listener((event as CustomEvent).detail);
        target.addEventListener(`${topic}:${id}`, onEvent);
        pubsub.taps++;
        return () => {
          pubsub.taps--;
          target.removeEventListener(`${topic}:${id}`, onEvent);
        };
      },
    });
    const plugin = useSharedSubscriptionResults() as { onSubscribe: (p: unknown) => void };
    const document = parse('subscription { tapped(id: 1) { total } }');
    const sockets = Array.from({ length: count }, fakeSocket);
    const streams = await Promise.all(
      sockets.map(async (socket, n) => {
        const contextValue = { viewer: null, pubsub, socket: { socket }, wsOperationId: `t${n}`, stops: stops(n) };
        const args: ExecutionArgs = { schema, document, variableValues: {}, contextValue };
        let fn!: (a: ExecutionArgs) => unknown;
        plugin.onSubscribe({ args, setSubscribeFn: (f: (a: ExecutionArgs) => unknown) => (fn = f) });
        return (await fn(args)) as AsyncGenerator<ExecutionResult>;
      }),
    );
    return { pubsub, sockets, streams };
  }

  it('with a TopicStream, the publish itself writes every socket of the group, and the streams only wait for their end', async () => {
    const { pubsub, sockets, streams } = await tappedSubscribers(2);
    expect(pubsub.taps).toBe(1);
    pubsub.publish('tick', 1, { id: 1, total: 5 });
    // Synchronously, inside publish.
    expect(sockets.map((s) => s.frames)).toEqual(['t0', 't1'].map((id) => [`{"id":"${id}","type":"next","payload":{"data":{"tapped":{"total":5}}}}`]));
    // The streams themselves yield nothing for it.
    let yielded = 0;
    const pending = streams.map((s) => s.next().then((step) => (step.done ? step : (yielded++, step))));
    await new Promise((r) => setTimeout(r, 10));
    expect(yielded).toBe(0);
    expect(sockets.map((s) => s.frames.length)).toEqual([1, 1]);
    // When the last subscriber leaves, the tap goes too.
    await Promise.all(streams.map((s) => s.return(undefined)));
    expect(await Promise.all(pending)).toEqual([{ done: true, value: undefined }, { done: true, value: undefined }]);
    expect(pubsub.taps).toBe(0);
    pubsub.publish('tick', 1, { id: 1, total: 6 });
    expect(sockets.map((s) => s.frames.length)).toEqual([1, 1]);
  });

  it('with a TopicStream, a result with errors goes to each subscriber\'s own stream (for the error masking), not to the sockets', async () => {
    const { pubsub, sockets, streams } = await tappedSubscribers(2);
    pubsub.publish('tick', 1, { id: 1, total: -1 });
    const results = await Promise.all(streams.map((s) => s.next()));
    for (const step of results) {
      expect(step.done).toBe(false);
      expect((step.value as ExecutionResult).errors?.[0]?.message).toBe('Negative total');
    }
    expect(sockets.map((s) => s.frames.length)).toEqual([0, 0]);
    // The next good result is written to the sockets again.
    pubsub.publish('tick', 1, { id: 1, total: 2 });
    expect(sockets.map((s) => s.frames.length)).toEqual([1, 1]);
    await Promise.all(streams.map((s) => s.return(undefined)));
  });

  it('with a TopicStream, a subscriber whose stop emits ends (complete) and gets no further frames; the others go on', async () => {
    const ends = createPubSub<{ stop: [id: number, payload: true] }>();
    const { pubsub, sockets, streams } = await tappedSubscribers(2, (n) => [ends.subscribe('stop', n)]);
    const first = streams[0]!.next();
    ends.publish('stop', 0, true);
    expect(await first).toEqual({ done: true, value: undefined });
    pubsub.publish('tick', 1, { id: 1, total: 9 });
    expect(sockets.map((s) => s.frames.length)).toEqual([0, 1]);
    // The stop of the other subscriber still ends it, and with it the tap.
    const second = streams[1]!.next();
    ends.publish('stop', 1, true);
    expect(await second).toEqual({ done: true, value: undefined });
    expect(pubsub.taps).toBe(0);
  });

  it('a TopicStream without a socket (HTTP) is read as its own events', async () => {
    const pubsub = createPubSub<{ tick: [id: number, payload: Event] }>();
    const [stream] = (await subscribeAll(pubsub, 'subscription { tapped(id: 1) { total } }', [null])) as AsyncGenerator<ExecutionResult>[];
    const next = stream!.next();
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('tick', 1, { id: 1, total: 4 });
    expect((await next).value).toEqual({ data: { tapped: { total: 4 } } });
    await stream!.return(undefined);
  });
});
