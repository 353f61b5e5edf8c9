// Queries and mutations run as code compiled once per document (graphql-jit) instead of being
// interpreted field by field on every request (graphql-js / @graphql-tools/executor). The compiled
// function calls the same resolvers (Pothos, its prisma and scope-auth wrappers), with the same
// context, arguments and coerced variables, and builds the same result: `data` in the document's
// field order, errors with message, locations, path and the resolver's error as originalError, so
// yoga's error masking (graphql.ts) shapes them as before.
//
// What stays on graphql-js: subscriptions (their events go through realtime/sharedResults.ts),
// documents graphql-jit cannot compile (remembered, so it is tried once per document), and
// requests whose variables do not fit the operation (graphql-js answers them with its own
// messages; nothing has run yet at that point).
//
// Documents are compiled after yoga has parsed and validated them, and kept per parsed document
// (yoga's parser cache hands out the same DocumentNode for the same text, persisted or not) in a
// bounded LRU.
//
// graphql-js hands every resolver below a field the same path link object (`info.path.prev`) as
// that field's resolver got, and Pothos's prisma plugin keys what a field loaded for its children
// by that object; graphql-jit builds a new path chain for each call. So resolvers called by a
// compiled query get, per request, one canonical link per path (internedPath), as graphql-js
// would hand them.
//
// The query deadline (operationLimits.ts useQueryDeadline) passes an AbortSignal: a compiled
// query answers with the deadline's error as soon as it fires. Unlike graphql-js, resolvers whose
// parent had already resolved may still start after it; their results are dropped.
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLFieldResolver, GraphQLResolveInfo, GraphQLSchema, OperationTypeNode } from 'graphql';
import { GraphQLError, getNamedType, getOperationAST, isLeafType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { isComplete } from './completeRows.ts';

type MaybePromise<T> = T | Promise<T>;
type Execute = (args: ExecutionArgs) => MaybePromise<unknown>;

/** Compiled documents kept at most (the web client sends about a hundred persisted ones). */
export const COMPILED_DOCUMENTS_MAX = 500;

/** A document's operations by name: compiled, or 'fallback' when graphql-js runs them. */
type Entry = { schema: GraphQLSchema; operations: Map<string, CompiledQuery | 'fallback'> };

export interface CompiledExecution {
  /** Off: every operation runs on graphql-js (the comparison in tests and benchmarks). */
  enabled: boolean;
  /** Operations executed each way since start (query and mutation; subscriptions are not counted). */
  readonly stats: { compiled: number; interpreted: number; fallbacks: number };
  /** Documents held compiled (or known not to compile). */
  readonly size: number;
  /** How an operation of this document runs: compiled, or on graphql-js. Compiles it when new. */
  modeOf(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): 'compiled' | 'interpreted';
  /** The envelop plugin (before useQueryDeadline, which wraps what it sets). */
  plugin(): Plugin;
}

/** Marks the resolve info graphql-jit builds (resolverInfoEnricher adds it to each). */
const COMPILED_INFO = 'compiledExecution';
const compilerOptions = { resolverInfoEnricher: () => ({ [COMPILED_INFO]: true }) };

type PathLink = { readonly key: string | number; readonly prev: PathLink | undefined; readonly typename: string | undefined };
type InternedLink = PathLink & { children?: Map<string | number, InternedLink> };
const pathRoots = new WeakMap<object, Map<string | number, InternedLink>>();

/** The request's one link for this path (made on first use): graphql-js's link identity. */
function internedPath(context: object, path: PathLink): InternedLink {
  const prev = path.prev ? internedPath(context, path.prev) : undefined;
  let siblings: Map<string | number, InternedLink> | undefined;
  if (prev) siblings = prev.children ??= new Map();
  else if (!(siblings = pathRoots.get(context))) pathRoots.set(context, (siblings = new Map()));
  let link = siblings.get(path.key);
  if (!link) siblings.set(path.key, (link = { key: path.key, prev, typename: undefined }));
  return link;
}

const preparedSchemas = new WeakSet<GraphQLSchema>();

/**
 * The column a field shows as it is, when Pothos's prisma plugin wraps it only to find out whether
 * the parent row was loaded with that column (`t.exposeString('title')` and the like): a leaf
 * field whose selection is that one column.
 */
function exposedColumn(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): string | null {
  const extensions = field.extensions as { pothosExposedField?: unknown; pothosPrismaSelect?: unknown; pothosOptions?: object } | undefined;
  const column = extensions?.pothosExposedField;
  const select = extensions?.pothosPrismaSelect;
  if (typeof column !== 'string' || !isLeafType(getNamedType(field.type)) || typeof select !== 'object' || select === null) return null;
  // A field (or type) with auth scopes answers through scope-auth's checks, always.
  if (hasScopes(extensions?.pothosOptions) || typeHasScopes(type)) return null;
  const keys = Object.keys(select);
  return keys.length === 1 && keys[0] === column && (select as Record<string, unknown>)[column] === true ? column : null;
}

const SCOPE_OPTIONS = ['authScopes', 'grantScopes', 'unauthorizedResolver', 'skipTypeScopes', 'runScopesOnType'];
const hasScopes = (options: object | undefined) => options !== undefined && SCOPE_OPTIONS.some((key) => key in options);
const typeHasScopes = (type: GraphQLObjectType) => hasScopes((type.extensions as { pothosOptions?: object } | undefined)?.pothosOptions);

type Resolver = GraphQLFieldResolver<unknown, object>;
type PothosFieldExtensions = {
  pothosPrismaSelect?: unknown;
  pothosPrismaRelationField?: { isList?: boolean };
  pothosArgMappers?: unknown[];
  pageSize?: unknown;
  pothosOptions?: { resolve?: unknown };
};

/**
 * The field's own resolver, for a parent row a read model marked complete (lib/completeRows.ts):
 * a field that only reads the row (a computed field with a `select`, a to-one relation), where
 * the prisma plugin's wrapper would only confirm the row holds what it selects. Not for fields
 * or types with auth scopes, arguments Pothos maps (global ids), lists of relations or connections.
 */
function rowResolver(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): Resolver | null {
  const extensions = field.extensions as PothosFieldExtensions | undefined;
  const own = extensions?.pothosOptions?.resolve;
  if (!extensions?.pothosPrismaSelect || typeof own !== 'function') return null;
  if (hasScopes(extensions.pothosOptions) || typeHasScopes(type)) return null;
  if ((extensions.pothosArgMappers?.length ?? 0) > 0 || extensions.pageSize !== undefined || extensions.pothosPrismaRelationField?.isList) return null;
  return own as Resolver;
}

/**
 * Whether Pothos may key what it loaded by the field's path: the prisma plugin's wrapped fields,
 * fields with scopes, and every field with fields below it. A leaf field without them (a global
 * id, a cursor) is called with graphql-jit's own path.
 */
function needsPathIdentity(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): boolean {
  const extensions = field.extensions as PothosFieldExtensions | undefined;
  return !isLeafType(getNamedType(field.type)) || extensions?.pothosPrismaSelect !== undefined || hasScopes(extensions?.pothosOptions) || typeHasScopes(type);
}

/**
 * Wraps each resolver of the schema once: called from a compiled query, it gets the request's
 * interned path (graphql-js's calls pass through with one property check). A column the parent
 * row holds is answered from it without the prisma plugin's look-up of how the row was loaded
 * (the look-up exists to load the column when the row lacks it; the value is the same).
 */
function prepareResolvers(schema: GraphQLSchema): void {
  if (preparedSchemas.has(schema)) return;
  preparedSchemas.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve as GraphQLFieldResolver<unknown, object> | undefined;
      if (!resolve) continue;
      const column = exposedColumn(type, field);
      const fromRow = rowResolver(type, field);
      const interned = needsPathIdentity(type, field);
      field.resolve = (source, args, context, info: GraphQLResolveInfo) => {
        if (column !== null && typeof source === 'object' && source !== null && column in source) return (source as Record<string, unknown>)[column];
        if (fromRow !== null && isComplete(source)) return fromRow(source, args, context, info);
        if (interned && (info as unknown as Record<string, unknown>)[COMPILED_INFO] === true) {
          (info as { path: GraphQLResolveInfo['path'] }).path = internedPath(context, info.path as PathLink) as GraphQLResolveInfo['path'];
        }
        return resolve(source, args, context, info);
      };
    }
  }
}

const EXECUTABLE: ReadonlySet<OperationTypeNode | string> = new Set(['query', 'mutation']);

export interface CompiledExecutionOptions {
  maxDocuments?: number;
  /** Told about a document graphql-jit could not compile (it then runs on graphql-js). */
  onCompileFailure?: (error: unknown, document: DocumentNode) => void;
  /** The compiler: graphql-jit's compileQuery unless given (tests give one that fails). */
  compile?: typeof compileQuery;
}

export function createCompiledExecution(options: CompiledExecutionOptions = {}): CompiledExecution {
  const compileWith = options.compile ?? compileQuery;
  const max = options.maxDocuments ?? COMPILED_DOCUMENTS_MAX;
  // Insertion order is recency: a hit moves its document to the end, the first one is the oldest.
  const documents = new Map<DocumentNode, Entry>();
  const stats = { compiled: 0, interpreted: 0, fallbacks: 0 };

  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): CompiledQuery | null => {
    let entry = documents.get(document);
    if (entry && entry.schema === schema) {
      documents.delete(document);
      documents.set(document, entry);
    } else {
      entry = { schema, operations: new Map() };
      documents.set(document, entry);
      if (documents.size > max) documents.delete(documents.keys().next().value!);
    }
    const key = operationName ?? '';
    let compiled = entry.operations.get(key);
    if (compiled === undefined) {
      compiled = compile(schema, document, operationName);
      entry.operations.set(key, compiled);
    }
    return compiled === 'fallback' ? null : compiled;
  };

  const compile = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): CompiledQuery | 'fallback' => {
    const operation = getOperationAST(document, operationName);
    if (!operation || !EXECUTABLE.has(operation.operation)) return 'fallback';
    try {
      const compiled = compileWith(schema, document, operationName ?? undefined, compilerOptions);
      if (isCompiledQuery(compiled)) return compiled;
      options.onCompileFailure?.(compiled.errors?.[0], document);
    } catch (error) {
      options.onCompileFailure?.(error, document);
    }
    return 'fallback';
  };

  const state: CompiledExecution = {
    enabled: true,
    stats,
    get size() {
      return documents.size;
    },
    modeOf: (schema, document, operationName) => (prepareResolvers(schema), compiledFor(schema, document, operationName) ? 'compiled' : 'interpreted'),
    plugin: () => ({
      onExecute({ args, executeFn, setExecuteFn }) {
        // Both executors run the prepared resolvers (the same answers either way).
        prepareResolvers(args.schema);
        if (!state.enabled) {
          stats.interpreted += 1;
          return;
        }
        const compiled = compiledFor(args.schema, args.document, args.operationName);
        if (!compiled) {
          stats.interpreted += 1;
          stats.fallbacks += 1;
          return;
        }
        stats.compiled += 1;
        setExecuteFn(((execArgs: ExecutionArgs) => runCompiled(compiled, execArgs, executeFn as Execute)) as typeof executeFn);
      },
    }),
  };
  return state;
}

/** Runs a compiled operation with the arguments graphql-js would get (and its AbortSignal, if any). */
function runCompiled(compiled: CompiledQuery, args: ExecutionArgs, interpret: Execute): MaybePromise<unknown> {
  const signal = (args as { signal?: AbortSignal }).signal;
  if (signal?.aborted) throw signal.reason;
  const result = compiled.query(args.rootValue, args.contextValue, args.variableValues ?? {});
  // Variables that do not fit: no field has run; graphql-js answers with its own messages.
  if (!('then' in result) && !('data' in result)) return interpret(args);
  if (!('then' in result)) return shaped(result, args.document);
  if (!signal) return result.then((value) => shaped(value, args.document));
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    result.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(shaped(value, args.document));
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/** graphql-js's shape: `errors` first when there are any, no empty `errors` list. */
function shaped(result: ExecutionResult, document: DocumentNode): ExecutionResult {
  if (!result.errors || result.errors.length === 0) return { data: result.data };
  return { errors: result.errors.map((error) => asExecutionError(error, document)), data: result.data };
}

/** Where each line of a document's text starts (character offsets), for turning locations back into positions. */
const lineStarts = new WeakMap<DocumentNode, number[]>();
function positionsOf(document: DocumentNode, locations: readonly { line: number; column: number }[]): number[] | undefined {
  const body = document.loc?.source.body;
  if (body === undefined) return undefined;
  let starts = lineStarts.get(document);
  if (!starts) {
    starts = [0];
    for (const match of body.matchAll(/\r\n|[\n\r]/g)) starts.push(match.index + match[0].length);
    lineStarts.set(document, starts);
  }
  return locations.map(({ line, column }) => (starts[line - 1] ?? 0) + column - 1);
}

/**
 * graphql-jit's errors as graphql-js makes them: located in the document's source (yoga rebuilds
 * each error from its source and positions or nodes before writing it, so locations alone would
 * be lost), and with an originalError. graphql-js raises what goes wrong while completing a value
 * (null for a non-null field, a scalar that cannot serialize, a list that is none) as an Error it
 * then locates, so the error masking answers INTERNAL for it; graphql-jit reports those with a
 * message only, so they get such an Error here.
 */
function asExecutionError(error: GraphQLError, document: DocumentNode): GraphQLError {
  const positions = error.locations && error.locations.length > 0 ? positionsOf(document, error.locations) : undefined;
  return new GraphQLError(error.message, {
    source: positions ? document.loc?.source : undefined,
    positions,
    path: error.path,
    originalError: error.originalError ?? new Error(error.message),
  });
}
