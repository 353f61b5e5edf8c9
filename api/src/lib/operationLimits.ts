// Limits that need the operation's variables, so graphql-armor's document rules cannot apply
// them: list arguments, page sizes and the number of fields the operation resolves, counted
// with the page sizes and list lengths it really asks for. Checked before anything runs, on
// both transports (envelop's onExecute and onSubscribe). Also the deadline of a query.
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  getOperationAST,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DomainError } from './errors.ts';
import { requestLimits } from './requestLimits.ts';
import { badUserInputError } from './graphqlInput.ts';

const PAGE_SIZE_EXTENSION = 'pageSize';
type PageSize = { defaultSize: number; maxSize: number };

/**
 * Page sizes of a connection that differs from the builder's (requestLimits.defaultPageSize, at
 * most requestLimits.pageSize), named once on the field: Pothos pages with them, and the
 * operation limits refuse a larger `first`/`last` and count the page in the operation's size.
 */
export function pageSizes(defaultSize: number, maxSize: number) {
  if (maxSize > requestLimits.pageSize) throw new Error(`A page may hold at most ${requestLimits.pageSize} items, not ${maxSize}`);
  const pageSize: PageSize = { defaultSize, maxSize };
  return { defaultSize, maxSize, extensions: { [PAGE_SIZE_EXTENSION]: pageSize } };
}

export const operationLimitMessages = {
  listTooLong: (argument: string, max: number) => `At most ${max} ${argument} per request.`,
  pageTooLarge: (argument: string, field: string, max: number) => `"${argument}" may be at most ${max} on ${field}.`,
  tooLarge: (max: number) => `This request asks for too much at once (more than ${max} fields). Ask for fewer items or smaller pages.`,
  deadline: 'The request took too long. Please try again.',
} as const;

type Variables = Record<string, unknown>;

type Size = { fields: number; items: number };

/**
 * Checks one operation against the limits and returns its size: the fields it resolves (each
 * counted once per object it is resolved on) and the items of its list arguments (ids, tags...,
 * literal or in variables, also counted once per object). Throws a BAD_USER_INPUT GraphQLError
 * when a page size or a total is over its limit. Skip and include directives are ignored, so
 * the size is an upper bound.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Variables | null,
  limits: Pick<typeof requestLimits, 'listItems' | 'pageSize' | 'defaultPageSize' | 'resolvedFields'> = requestLimits,
): Size {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return { fields: 0, items: 0 };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // Variables as sent, and the document's defaults for those left out.
  const values: Variables = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) values[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  Object.assign(values, variables ?? {});
  let lastList = 'items';

  /** The items of every list in an argument's value (a single value stands for a list of one). */
  const listItems = (name: string, type: GraphQLInputType, value: unknown): number => {
    const nullable = getNullableType(type);
    if (value == null) return 0;
    if (isListType(nullable)) {
      lastList = name;
      const items: unknown[] = Array.isArray(value) ? value : [value];
      if (items.length > limits.listItems) throw badUserInputError(operationLimitMessages.listTooLong(name, limits.listItems));
      let total = items.length;
      for (const item of items) total += listItems(name, nullable.ofType as GraphQLInputType, item);
      return total;
    }
    if (!isInputObjectType(nullable) || typeof value !== 'object') return 0;
    let total = 0;
    for (const [field, definition] of Object.entries(nullable.getFields())) total += listItems(field, definition.type, (value as Variables)[field]);
    return total;
  };

  /** The items of the field's list arguments, and how often its selection is resolved per object it is resolved on. */
  const argumentsOf = (field: GraphQLField<unknown, unknown>, parent: string, node: FieldNode): { items: number; multiplier: number } => {
    const given = new Map((node.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, values)]));
    let items = 0;
    for (const definition of field.args) items += listItems(definition.name, definition.type, given.get(definition.name));
    const paged = field.args.filter((a) => a.name === 'first' || a.name === 'last');
    if (paged.length === 0) {
      // A list fetched by keys (nodes(ids)) holds one object per key.
      const returnsList = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
      return { items, multiplier: returnsList && items > 0 ? items : 1 };
    }
    const size = (field.extensions?.[PAGE_SIZE_EXTENSION] as PageSize | undefined) ?? { defaultSize: limits.defaultPageSize, maxSize: limits.pageSize };
    let page: number | null = null;
    for (const definition of paged) {
      const asked = given.get(definition.name);
      if (typeof asked !== 'number' || !Number.isFinite(asked)) continue;
      if (asked > size.maxSize) throw badUserInputError(operationLimitMessages.pageTooLarge(definition.name, `${parent}.${field.name}`, size.maxSize));
      page = Math.max(page ?? 0, asked);
    }
    return { items, multiplier: Math.max(0, page ?? size.defaultSize) };
  };

  const fragmentSizes = new Map<string, Size>();
  const sizeOf = (selectionSet: SelectionSetNode, type: GraphQLNamedType): Size => {
    const total: Size = { fields: 0, items: 0 };
    const add = (size: Size, times = 1) => {
      total.fields += size.fields * times;
      total.items += size.items * times;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total.fields += 1;
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        if (field) {
          const { items, multiplier } = argumentsOf(field, type.name, selection);
          total.items += items;
          if (selection.selectionSet) add(sizeOf(selection.selectionSet, getNamedType(field.type)), multiplier);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (condition) add(sizeOf(selection.selectionSet, condition));
      } else {
        // A size is linear in the parent's multiplier, so a fragment is measured once however
        // often it is spread (validation has already refused cycles).
        const name = selection.name.value;
        let size = fragmentSizes.get(name);
        if (!size) {
          const fragment = fragments.get(name);
          const condition = fragment && schema.getType(fragment.typeCondition.name.value);
          size = fragment && condition ? sizeOf(fragment.selectionSet, condition) : { fields: 0, items: 0 };
          fragmentSizes.set(name, size);
        }
        add(size);
      }
      if (total.items > limits.listItems) throw badUserInputError(operationLimitMessages.listTooLong(lastList, limits.listItems));
      if (total.fields > limits.resolvedFields) throw badUserInputError(operationLimitMessages.tooLarge(limits.resolvedFields));
    }
    return total;
  };

  return sizeOf(operation.selectionSet, root);
}

/**
 * Refuses, before it runs, an operation over the limits (HTTP and WebSocket alike). An operation
 * without variables measures the same every time: its verdict is kept per parsed document (yoga's
 * parser cache hands out one DocumentNode per text).
 */
export function useOperationLimits(): Plugin {
  // The refusal's message, or null for an operation within the limits.
  const verdicts = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, string | null>>>();
  const measure = (args: ExecutionArgs): string | null => {
    try {
      measureOperation(args.schema, args.document, args.operationName, args.variableValues as Variables | undefined);
      return null;
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return error.message;
    }
  };
  const check = (args: ExecutionArgs, stop: (result: { errors: GraphQLError[] }) => void) => {
    let refusal: string | null;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation && (operation.variableDefinitions ?? []).length === 0) {
      let bySchema = verdicts.get(args.schema);
      if (!bySchema) verdicts.set(args.schema, (bySchema = new WeakMap()));
      let byOperation = bySchema.get(args.document);
      if (!byOperation) bySchema.set(args.document, (byOperation = new Map()));
      const key = args.operationName ?? '';
      refusal = byOperation.get(key) ?? null;
      if (!byOperation.has(key)) byOperation.set(key, (refusal = measure(args)));
    } else {
      refusal = measure(args);
    }
    if (refusal !== null) stop({ errors: [badUserInputError(refusal)] });
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
  };
}

/**
 * Stops a query that runs longer than `ms`: no resolver starts after that (the executor
 * honours the signal) and the answer is 503 SERVICE_UNAVAILABLE. Mutations are left to finish:
 * their write may already be committed, and their transaction has a time limit of its own.
 */
export function useQueryDeadline(ms: number = requestLimits.queryDeadlineMs): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      setExecuteFn(async (execArgs) => {
        // Made only when the deadline fires: an error's stack trace costs on every query otherwise.
        let reason: DomainError | null = null;
        const deadline = new AbortController();
        const timer = setTimeout(() => {
          reason = new DomainError('SERVICE_UNAVAILABLE', operationLimitMessages.deadline);
          deadline.abort(reason);
        }, ms);
        const given = (execArgs as { signal?: AbortSignal }).signal;
        const signal = given ? AbortSignal.any([given, deadline.signal]) : deadline.signal;
        try {
          return await executeFn({ ...execArgs, signal } as ExecutionArgs);
        } catch (error) {
          if (reason === null || error !== reason) throw error;
          const fired: DomainError = reason;
          return { errors: [new GraphQLError(fired.message, { originalError: fired })] };
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}
