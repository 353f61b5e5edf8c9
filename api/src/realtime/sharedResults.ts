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
// A group writes that frame to all its sockets in one synchronous loop, once per event:
// - when the subscribe resolver returns a TopicStream (live.ts: exactly the events of one pubsub
//   topic, plus the stops that end it), from a `tap` on the topic, called inside the publish
//   itself. Such a subscriber has no listener, queue or loop per event of its own: its stream
//   (TappedStream) only waits for one of its stops (sign-out, revocation, leaving a community)
//   or for the client to end it, and is handed the results that carry errors;
// - otherwise when the first subscriber of the group reaches the event in its own stream
//   (PulledStream); the others then find it delivered and skip it.
// So the last subscriber gets the totals after one execution plus N socket writes, as close as
// it gets to a raw broadcast, while each subscriber's own stream still decides when it ends. A
// root field opting in therefore also promises that every subscriber with the same arguments
// receives the same events (its subscribe checks access once, when subscribing).
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
import { TopicStream } from './live.ts';

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
 * object to every local listener of a topic), so they are dropped with the event.
 */
const resultsByEvent = new WeakMap<object, Map<Group, MaybePromise<ExecutionResult>>>();

/**
 * The context a group executes with: a shared group's has no viewer, token or device; neither
 * keeps the socket, operation or request of the subscriber that made the group.
 */
function executionContext(context: object, perViewer: boolean): object {
  const detached = { ...context, socket: undefined, wsOperationId: undefined, params: undefined, wsRequest: undefined };
  return perViewer ? detached : { ...detached, viewer: null, authFailure: null, session: null, accessToken: null, deviceId: null, connectionParams: {} };
}

interface WebSocketLike {
  readyState: number;
  send(data: Buffer, options: { binary: false }): void;
}

/** The graphql-ws socket and operation id of a subscription (websocket.ts puts them in the context). */
function directSocket(context: object): { socket: WebSocketLike; id: string } | null {
  const { socket, wsOperationId } = context as { socket?: { socket?: WebSocketLike }; wsOperationId?: unknown };
  const ws = socket?.socket;
  if (typeof wsOperationId !== 'string' || !ws || typeof ws.send !== 'function') return null;
  return { socket: ws, id: wsOperationId };
}

/**
 * The JSON of a shared result as bytes, encoded once however many sockets it goes to: each
 * socket then gets a buffer to write as it is, not a string to measure and encode again.
 */
const serialized = new WeakMap<ExecutionResult, Buffer>();
function jsonOf(result: ExecutionResult): Buffer {
  let json = serialized.get(result);
  if (json === undefined) serialized.set(result, (json = Buffer.from(JSON.stringify(result))));
  return json;
}

/** A group's WebSocket subscriber: receives the group's frames and, for results with errors, the result itself. */
interface Member {
  /** Writes the group's `next` frame (the result's JSON) to this subscriber's socket. */
  sendFrame(json: Buffer): void;
  /** Hands a result to this subscriber's own stream (graphql-ws sends it, with the error masking). */
  push(result: ExecutionResult): void;
}

/**
 * The subscribers of one sharing group on this instance: one execution per event for all of them,
 * and for those on WebSockets, one loop writing the frame to every socket.
 */
class Group {
  readonly members = new Set<Member>();
  /** Subscribers of every kind (WebSocket or not); the group is forgotten when the last leaves. */
  private count = 0;
  private readonly sent = new WeakSet<object>();
  private untap: (() => void) | null = null;
  /** The delivery of the previous event while its execution is still running (keeps events in order). */
  private pending: Promise<void> | null = null;

  constructor(
    private readonly registry: Map<string, Group>,
    private readonly key: string,
    private readonly args: ExecutionArgs,
  ) {}

  join(member: Member | null): void {
    this.count++;
    if (member) this.members.add(member);
  }

  leave(member: Member | null): void {
    if (member && !this.members.delete(member)) return;
    this.count--;
    if (this.members.size === 0) {
      this.untap?.();
      this.untap = null;
    }
    if (this.count === 0 && this.registry.get(this.key) === this) this.registry.delete(this.key);
  }

  /** The group's result of `event`, executed once. */
  resultFor(event: unknown): MaybePromise<ExecutionResult> {
    const run = () => execute({ ...this.args, rootValue: event, contextValue: { ...(this.args.contextValue as object) } });
    if (event === null || typeof event !== 'object') return run();
    let results = resultsByEvent.get(event);
    if (!results) resultsByEvent.set(event, (results = new Map()));
    let result = results.get(this);
    if (result === undefined) results.set(this, (result = run()));
    return result;
  }

  /** Sends the event's frame to every member, once per event. */
  broadcast(event: unknown, result: ExecutionResult): void {
    if (event !== null && typeof event === 'object') {
      if (this.sent.has(event)) return;
      this.sent.add(event);
    }
    const json = jsonOf(result);
    for (const member of this.members) member.sendFrame(json);
  }

  /**
   * Listens to the topic itself: each event is executed once and written to every member from
   * inside the publish. True when the pubsub can (it has `tap`).
   */
  tap(stream: TopicStream<unknown>): boolean {
    if (this.untap) return true;
    if (!stream.pubsub.tap) return false;
    this.untap = stream.pubsub.tap(stream.topic, stream.id, (event) => this.deliver(event));
    return true;
  }

  private deliver(event: unknown): void {
    const send = (result: ExecutionResult) => {
      if (!result.errors) return this.broadcast(event, result);
      // Errors take each subscriber's own path, with the error masking.
      for (const member of this.members) member.push(result);
    };
    const result = this.pending ? this.pending.then(() => this.resultFor(event)) : this.resultFor(event);
    if (!(result instanceof Promise)) return send(result);
    const delivered = result.then(send, () => undefined).finally(() => {
      if (this.pending === delivered) this.pending = null;
    });
    this.pending = delivered;
  }
}

/** The parts of a graphql-ws `next` message around its id and payload: {"id":…,"type":"next","payload":…}. */
const FRAME_OPEN = Buffer.from('{"id":');
const FRAME_PAYLOAD = Buffer.from(',"type":"next","payload":');
const CLOSE_BRACE = 0x7d;
/** A buffer is a binary message to ws unless told otherwise; graphql-ws speaks text. */
const TEXT_FRAME = { binary: false } as const;

/**
 * A group member's socket and operation id: its frames are graphql-ws `next` messages of that
 * operation. A member that reads its own stream yields results with errors itself (push: nothing).
 */
class Direct implements Member {
  constructor(
    private readonly socket: WebSocketLike,
    private readonly idJson: string,
  ) {}

  sendFrame(json: Buffer): void {
    if (this.socket.readyState !== 1) return;
    const idLength = Buffer.byteLength(this.idJson);
    const frame = Buffer.allocUnsafe(FRAME_OPEN.length + idLength + FRAME_PAYLOAD.length + json.length + 1);
    let at = FRAME_OPEN.copy(frame, 0);
    at += frame.write(this.idJson, at);
    at += FRAME_PAYLOAD.copy(frame, at);
    at += json.copy(frame, at);
    frame[at] = CLOSE_BRACE;
    this.socket.send(frame, TEXT_FRAME);
  }

  push(_result: ExecutionResult): void {}
}

const NO_STOPS: AsyncIterator<unknown>[] = [];
const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * A WebSocket subscriber whose events the group writes from its tap: its own stream only waits
 * for one of its stops (sign-out, revocation, leaving) or for the client to end it. Results with
 * errors are handed to it (push) and yielded, so graphql-ws masks and sends them as usual.
 */
class TappedStream extends Direct implements AsyncGenerator<ExecutionResult> {
  /** Results with errors not yet taken by next() (rare: made when the first arrives). */
  private queue: ExecutionResult[] | null = null;
  private waiting: ((step: IteratorResult<ExecutionResult>) => void) | null = null;
  private ended = false;
  private readonly stops: AsyncIterator<unknown>[];

  constructor(
    private readonly group: Group,
    socket: WebSocketLike,
    idJson: string,
    stops: readonly AsyncIterable<unknown>[],
  ) {
    super(socket, idJson);
    group.join(this);
    this.stops = stops.length === 0 ? NO_STOPS : stops.map((s) => s[Symbol.asyncIterator]());
    for (const stop of this.stops) void stop.next().then(() => this.end(), () => this.end());
  }

  override push(result: ExecutionResult): void {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ done: false, value: result });
    } else {
      (this.queue ??= []).push(result);
    }
  }

  next(): Promise<IteratorResult<ExecutionResult>> {
    const queued = this.queue?.shift();
    if (queued) return Promise.resolve({ done: false, value: queued });
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<ExecutionResult>> {
    this.end();
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    this.end();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue = null;
    this.group.leave(this);
    // Not awaited: a stop parked in a generator settles its return() only at its next event.
    for (const stop of this.stops) void stop.return?.()?.catch(() => undefined);
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.(DONE);
  }

  [Symbol.asyncDispose](): Promise<void> {
    this.end();
    return Promise.resolve();
  }
}

/**
 * A subscriber that reads its own stream: each event's result comes from the group's one
 * execution. With a socket, results without errors are written to every socket of the group by
 * the first subscriber to reach the event (the others find it sent) instead of being yielded;
 * results with errors are yielded, so they take the normal path with its error masking.
 */
class PulledStream implements AsyncGenerator<ExecutionResult> {
  private readonly direct: Direct | null;
  private left = false;

  constructor(
    private readonly group: Group,
    private readonly source: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    direct: { socket: WebSocketLike; idJson: string } | null,
  ) {
    this.direct = direct ? new Direct(direct.socket, direct.idJson) : null;
    group.join(this.direct);
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    for (;;) {
      let step: IteratorResult<unknown>;
      try {
        step = await this.source.next();
      } catch (error) {
        this.leave();
        // As the executor does for a failing source: located at the operation.
        const original = error instanceof Error ? error : new Error(String(error));
        throw new GraphQLError(original.message, { originalError: original, nodes: [getOperationAST(this.args.document, this.args.operationName)!] });
      }
      if (step.done) {
        this.leave();
        return DONE;
      }
      const mapped = this.group.resultFor(step.value);
      const result = mapped instanceof Promise ? await mapped : mapped;
      if (this.direct && !result.errors) {
        this.group.broadcast(step.value, result);
        continue;
      }
      return { done: false, value: result };
    }
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    this.leave();
    await this.source.return?.();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    if (this.source.throw) await this.source.throw(error);
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }

  private leave(): void {
    if (this.left) return;
    this.left = true;
    this.group.leave(this.direct);
  }
}

/**
 * `subscribe` for a shareable operation: the source stream is this subscriber's (its own
 * `subscribe` resolver and context); each event's result comes from the group's one execution.
 */
function sharedSubscribe(
  args: ExecutionArgs,
  sharing: NonNullable<Sharing>,
  groups: Map<string, Group>,
): MaybePromise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const fromStream = (stream: AsyncIterable<unknown> | ExecutionResult): AsyncGenerator<ExecutionResult> | ExecutionResult => {
    if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
    const context = (args.contextValue ?? {}) as ViewerContext & object;
    const viewerKey = sharing.perViewer ? `viewer:${context.viewer?.id ?? 'anonymous'}` : 'shared';
    const key = `${viewerKey}\n${args.operationName ?? ''}\n${stableJson(args.variableValues ?? {})}\n${documentKey(args.document)}`;
    let group = groups.get(key);
    if (!group) {
      const groupArgs = { ...args, contextValue: executionContext(context, sharing.perViewer) };
      groups.set(key, (group = new Group(groups, key, groupArgs)));
    }
    const direct = directSocket(context);
    const idJson = direct ? JSON.stringify(direct.id) : '';
    if (direct && stream instanceof TopicStream && group.tap(stream)) return new TappedStream(group, direct.socket, idJson, stream.stops);
    return new PulledStream(group, (stream as AsyncIterable<unknown>)[Symbol.asyncIterator](), args, direct && { socket: direct.socket, idJson });
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
  const groups = new Map<string, Group>();
  // One subscribe function per kind of sharing, not a closure per subscriber (envelop keeps it for the subscription's life).
  const subscribeFns = new WeakMap<NonNullable<Sharing>, (args: ExecutionArgs) => ReturnType<typeof sharedSubscribe>>();
  const subscribeFnFor = (sharing: NonNullable<Sharing>) => {
    let fn = subscribeFns.get(sharing);
    if (!fn) subscribeFns.set(sharing, (fn = (subscribeArgs: ExecutionArgs) => sharedSubscribe(subscribeArgs, sharing, groups)));
    return fn;
  };
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const sharing = sharingOf(args.schema, args.document, args.operationName);
      if (!sharing) return;
      const operation = getOperationAST(args.document, args.operationName);
      // Variables that do not coerce: the normal path reports them exactly as it always does.
      const coerced = getVariableValues(args.schema, operation?.variableDefinitions ?? [], (args.variableValues ?? {}) as Record<string, unknown>);
      if (coerced.errors) return;
      setSubscribeFn(subscribeFnFor(sharing) as never);
    },
  };
}
