// Fan-out of subscription events whose result is the same for every subscriber: one vote on a
// poll with 5,000 subscribers executes the selection once per distinct document + variables,
// not 5,000 times, and every subscriber receives that one result object.
//
// What stays per subscriber: parsing, validation and limits, the context (viewer from
// connectionParams), the subscription's own `subscribe` resolver (access checks, `live()`
// ending on logout or revocation) and the error masking of each result. Only the execution of
// an event's selection set is shared, and only when it cannot depend on who is asking:
//
// - the subscription field opts in with `extensions: { sharedResults: true }`, which says its
//   `resolve` maps the event to the same value for everyone;
// - every type the document selects fields of opts in with `extensions: { sharedResults: {
//   perViewerFields: [...] } }`, naming its fields that do depend on the viewer;
// - a shared execution runs with an anonymous context (no viewer, token or device), so even a
//   field that forgot to declare itself per-viewer cannot show one member's data to another.
//
// A document that selects a per-viewer field (e.g. Poll.viewerVote) is shared only among
// subscriptions of the same viewer, executed with that viewer's context. Anything else
// (another type, an unmarked root field, variables that do not coerce) runs the normal path.
//
// Over graphql-ws, a shared result without errors is serialized once and written straight to
// each socket as the `next` frame graphql-ws would have sent (same bytes, same order per
// operation); results with errors go through graphql-ws and the error masking as before.
// A group writes that frame to all its sockets in one synchronous loop, once per event: either
// from a `tap` on the pubsub topic, called inside the publish itself (when the subscribe resolver
// marked its stream with `withSharedTopic`), or else when the first subscriber of the group
// reaches the event. The others then find it delivered and skip it. So the last subscriber gets
// the totals after one execution plus N socket writes, as close as it gets to a raw broadcast,
// while each subscriber's own stream still decides when it ends. A root field opting in
// therefore also promises that every subscriber with the same arguments receives the same
// events (its subscribe checks access once, when subscribing).
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isObjectType,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

type Sharing = { perViewer: boolean } | null;
type MaybePromise<T> = T | Promise<T>;

interface TypeSharing {
  perViewerFields?: readonly string[];
}

/** The extensions a type declares to take part in shared execution (see the header). */
export function sharedTypeExtensions(perViewerFields: readonly string[] = []): { sharedResults: TypeSharing } {
  return { sharedResults: { perViewerFields } };
}

const sharingCache = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Sharing>>>();

/** Whether (and how) an operation's event results may be shared; cached per schema and document. */
export function sharingOf(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Sharing {
  let byDocument = sharingCache.get(schema);
  if (!byDocument) sharingCache.set(schema, (byDocument = new WeakMap()));
  let byOperation = byDocument.get(document);
  if (!byOperation) byDocument.set(document, (byOperation = new Map()));
  const key = operationName ?? '';
  if (!byOperation.has(key)) byOperation.set(key, computeSharing(schema, document, operationName));
  return byOperation.get(key)!;
}

function computeSharing(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Sharing {
  const operation = getOperationAST(document, operationName);
  const subscriptionType = schema.getSubscriptionType();
  if (!operation || operation.operation !== 'subscription' || !subscriptionType) return null;
  const rootFields = operation.selectionSet.selections;
  if (rootFields.length !== 1 || rootFields[0]!.kind !== 'Field') return null;
  const rootField = subscriptionType.getFields()[rootFields[0]!.name.value];
  if (rootField?.extensions?.sharedResults !== true) return null;

  let shareable = true;
  let perViewer = false;
  const typeInfo = new TypeInfo(schema);
  // The whole document: every fragment it defines is used (validation), whatever the operation.
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        // Other operations of the document are not executed.
        return node === operation ? undefined : false;
      },
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || parent === subscriptionType) return;
        if (node.name.value === '__typename') return;
        const sharing = isObjectType(parent) ? (parent.extensions?.sharedResults as TypeSharing | undefined) : undefined;
        if (!sharing) {
          shareable = false;
          return;
        }
        if (sharing.perViewerFields?.includes(node.name.value)) perViewer = true;
      },
    }),
  );
  return shareable ? { perViewer } : null;
}

const printed = new WeakMap<DocumentNode, string>();
function documentKey(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/** JSON with sorted object keys, so equal variables give equal keys. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

type ViewerContext = { viewer?: { id: number } | null };

/**
 * Results of one event per group: keyed by the event object itself (the pubsub hands the same
 * object to every local subscriber of a topic), so they are dropped with the event.
 */
const resultsByEvent = new WeakMap<object, Map<string, MaybePromise<ExecutionResult>>>();

function anonymousContext(context: object): object {
  return { ...context, viewer: null, authFailure: null, session: null, deviceId: null, connectionParams: {} };
}

/** The graphql-ws socket and operation id of a subscription (set by websocket.ts). */
type DirectTarget = { send(frame: string): void };
function directTarget(context: object): DirectTarget | null {
  const { socket, wsOperationId } = context as { socket?: { socket?: WebSocketLike }; wsOperationId?: unknown };
  const ws = socket?.socket;
  if (typeof wsOperationId !== 'string' || !ws || typeof ws.send !== 'function') return null;
  const prefix = `{"id":${JSON.stringify(wsOperationId)},"type":"next","payload":`;
  return {
    send(json) {
      if (ws.readyState === 1) ws.send(`${prefix}${json}}`);
    },
  };
}
interface WebSocketLike {
  readyState: number;
  send(data: string): void;
}

const sharedTopicKey = Symbol('sharedTopic');
type SharedTopic = { topic: string; id: string | number };

/**
 * Marks a subscription's source stream as "exactly the events of pubsub topic `topic:id`", so its
 * group may broadcast from inside the publish (see the header). Returns the stream.
 */
export function withSharedTopic<S extends object>(stream: S, topic: string, id: string | number): S {
  Object.defineProperty(stream, sharedTopicKey, { value: { topic, id } satisfies SharedTopic });
  return stream;
}

type Tap = (topic: string, id: string | number, listener: (payload: unknown) => void) => () => void;

/** The graphql-ws sockets of one sharing group on this instance, and what was sent to them. */
interface Group {
  targets: Set<DirectTarget>;
  /** Starts broadcasting from the publish itself (once per group). */
  tapOnce(start: () => () => void): void;
  /** Sends the event's frame to every socket of the group, once per event. */
  broadcast(event: unknown, result: ExecutionResult): void;
  /** Forgets the group when its last socket left. */
  release(): void;
}

function createGroupRegistry() {
  const groups = new Map<string, Group>();
  return (key: string): Group => {
    let group = groups.get(key);
    if (group) return group;
    const sent = new WeakSet<object>();
    let untap: (() => void) | null = null;
    const created: Group = {
      targets: new Set(),
      tapOnce(start) {
        if (!untap) untap = start();
      },
      broadcast(event, result) {
        if (event !== null && typeof event === 'object') {
          if (sent.has(event)) return;
          sent.add(event);
        }
        const json = jsonOf(result);
        for (const target of created.targets) target.send(json);
      },
      release() {
        if (created.targets.size > 0) return;
        untap?.();
        untap = null;
        if (groups.get(key) === created) groups.delete(key);
      },
    };
    groups.set(key, created);
    return created;
  };
}

/** The JSON of a shared result, made once however many sockets it goes to. */
const serialized = new WeakMap<ExecutionResult, string>();
function jsonOf(result: ExecutionResult): string {
  let json = serialized.get(result);
  if (json === undefined) serialized.set(result, (json = JSON.stringify(result)));
  return json;
}

/**
 * An async iterator over `source` mapped by `map`; return() reaches the source at once. With a
 * `direct` target, results without errors are written to the socket as graphql-ws `next` frames
 * (the same bytes graphql-ws would send) instead of being yielded; results with errors are
 * yielded, so they take the normal path with its error masking.
 */
function mapEvents<T>(
  source: AsyncIterator<T>,
  map: (value: T) => MaybePromise<ExecutionResult>,
  onError: (error: unknown) => never,
  direct: { target: DirectTarget; group: Group } | null,
): AsyncGenerator<ExecutionResult> {
  if (direct) direct.group.targets.add(direct.target);
  const leave = () => {
    if (!direct) return;
    direct.group.targets.delete(direct.target);
    direct.group.release();
  };
  const iterator: AsyncGenerator<ExecutionResult> = {
    async next() {
      for (;;) {
        let step: IteratorResult<T>;
        try {
          step = await source.next();
        } catch (error) {
          leave();
          onError(error);
        }
        if (step.done) {
          leave();
          return { done: true, value: undefined };
        }
        const mapped = map(step.value);
        const result = mapped instanceof Promise ? await mapped : mapped;
        if (direct && !result.errors) {
          direct.group.broadcast(step.value, result);
          continue;
        }
        return { done: false, value: result };
      }
    },
    async return() {
      leave();
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      if (source.throw) await source.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * `subscribe` for a shareable operation: the source stream is this subscriber's (its own
 * `subscribe` resolver and context); each event's result comes from the group's one execution.
 */
function sharedSubscribe(
  args: ExecutionArgs,
  sharing: NonNullable<Sharing>,
  groupOf: (key: string) => Group,
): MaybePromise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const context = (args.contextValue ?? {}) as ViewerContext & object;
  const viewerKey = sharing.perViewer ? `viewer:${context.viewer?.id ?? 'anonymous'}` : 'shared';
  const groupKey = `${viewerKey}\n${args.operationName ?? ''}\n${stableJson(args.variableValues ?? {})}\n${documentKey(args.document)}`;
  const operation = getOperationAST(args.document, args.operationName)!;
  const executionContext = sharing.perViewer ? context : anonymousContext(context);

  const resultFor = (event: unknown): MaybePromise<ExecutionResult> => {
    const run = () => execute({ ...args, rootValue: event, contextValue: { ...executionContext } });
    if (event === null || typeof event !== 'object') return run();
    let results = resultsByEvent.get(event);
    if (!results) resultsByEvent.set(event, (results = new Map()));
    let result = results.get(groupKey);
    if (result === undefined) results.set(groupKey, (result = run()));
    return result;
  };

  const fromStream = (stream: AsyncIterable<unknown> | ExecutionResult) => {
    if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
    const target = directTarget(context);
    const group = target ? groupOf(groupKey) : null;
    const shared = (stream as { [sharedTopicKey]?: SharedTopic })[sharedTopicKey];
    const tap = (context as { pubsub?: { tap?: Tap } }).pubsub?.tap;
    if (group && shared && tap) {
      group.tapOnce(() =>
        tap(shared.topic, shared.id, (event) => {
          const result = resultFor(event);
          if (result instanceof Promise) void result.then((r) => !r.errors && group.broadcast(event, r), () => undefined);
          else if (!result.errors) group.broadcast(event, result);
        }),
      );
    }
    return mapEvents(
      (stream as AsyncIterable<unknown>)[Symbol.asyncIterator](),
      resultFor,
      (error) => {
        // As the executor does for a failing source: located at the operation.
        const original = error instanceof Error ? error : new Error(String(error));
        throw new GraphQLError(original.message, { originalError: original, nodes: [operation] });
      },
      target && group ? { target, group } : null,
    );
  };
  const stream = createSourceEventStream(args);
  return stream instanceof Promise ? stream.then(fromStream) : fromStream(stream);
}

/**
 * Envelop plugin: shares the execution of subscription events between subscribers whose
 * results cannot differ (see the header). Other operations pass through untouched.
 */
export function useSharedSubscriptionResults(): Plugin {
  // Per app instance: two instances in one process (tests) must not write to each other's sockets.
  const groupOf = createGroupRegistry();
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const sharing = sharingOf(args.schema, args.document, args.operationName);
      if (!sharing) return;
      const operation = getOperationAST(args.document, args.operationName);
      // Variables that do not coerce: the normal path reports them exactly as it always does.
      const coerced = getVariableValues(args.schema, operation?.variableDefinitions ?? [], (args.variableValues ?? {}) as Record<string, unknown>);
      if (coerced.errors) return;
      setSubscribeFn(((subscribeArgs: ExecutionArgs) => sharedSubscribe(subscribeArgs, sharing, groupOf)) as never);
    },
  };
}
