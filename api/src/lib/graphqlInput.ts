// The GraphQL transport's entry check of what an operation carries, before anything runs, on
// HTTP and WebSocket alike (envelop's onExecute and onSubscribe): every string (variables and
// literals) must be storable text, and every connection's page arguments well formed (no
// negative size, only cursors the API wrote). Refusals answer 400 BAD_USER_INPUT.
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getOperationAST,
  getVariableValues,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DomainError } from './errors.ts';
import { assertStorableText, isStorableText, malformedTextMessage } from './inputText.ts';
import { assertCursor } from './ids.ts';

/** The error of a request refused as a whole because of what the client sent. */
export function badUserInputError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', status: 400, http: { status: 400 } } });
}

export const negativePageSizeMessage = (argument: string) => `"${argument}" must be zero or more.`;

const CONNECTION_ARGUMENTS = ['first', 'last', 'after', 'before'];
const isConnection = (field: GraphQLField<unknown, unknown>) => CONNECTION_ARGUMENTS.every((name) => field.args.some((a) => a.name === name));

/**
 * What the document itself says, in document order: a literal string that is not storable text,
 * or a connection's page argument (checked per request: it may come from the variables).
 */
type InputCheck = { kind: 'malformedText' } | { kind: 'pageArgument'; name: string; type: GraphQLInputType; value: ValueNode };

/** Per schema and parsed document (yoga's parser cache hands out one DocumentNode per text): walked once. */
const checksByDocument = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, InputCheck[]>>();

function inputChecksOf(schema: GraphQLSchema, document: DocumentNode): InputCheck[] {
  let bySchema = checksByDocument.get(schema);
  if (!bySchema) checksByDocument.set(schema, (bySchema = new WeakMap()));
  let checks = bySchema.get(document);
  if (checks) return checks;
  const found: InputCheck[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      StringValue(node) {
        if (!isStorableText(node.value)) found.push({ kind: 'malformedText' });
      },
      Argument(node) {
        const field = typeInfo.getFieldDef();
        const argument = typeInfo.getArgument();
        if (field && argument && isConnection(field)) found.push({ kind: 'pageArgument', name: argument.name, type: argument.type, value: node.value });
      },
    }),
  );
  bySchema.set(document, (checks = found));
  return checks;
}

/** Throws a DomainError (BAD_USER_INPUT) when the operation carries malformed input. */
export function checkOperationInput(args: Pick<ExecutionArgs, 'schema' | 'document' | 'operationName' | 'variableValues'>): void {
  assertStorableText(args.variableValues);
  const checks = inputChecksOf(args.schema, args.document);
  if (checks.length === 0) return;
  // Variables as the operation will see them (defaults applied), coerced only when a page
  // argument may read them; a variable that does not fit its type is left to execution, which
  // refuses it with its own message.
  let variables: Record<string, unknown> | undefined | null = null;
  const coercedVariables = () => {
    if (variables !== null) return variables;
    const operation = getOperationAST(args.document, args.operationName);
    const coerced = operation ? getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}) : undefined;
    return (variables = coerced && 'coerced' in coerced ? coerced.coerced : undefined);
  };
  for (const check of checks) {
    if (check.kind === 'malformedText') throw new DomainError('BAD_USER_INPUT', malformedTextMessage);
    const given = check.value.kind === Kind.VARIABLE || hasVariables(check.value) ? coercedVariables() : undefined;
    if (check.value.kind === Kind.VARIABLE && !given) continue;
    const value: unknown = valueFromAST(check.value, check.type, given);
    if (typeof value === 'number' && value < 0) throw new DomainError('BAD_USER_INPUT', negativePageSizeMessage(check.name));
    if (typeof value === 'string' && (check.name === 'after' || check.name === 'before')) assertCursor(value);
  }
}

/** Whether a literal holds a variable somewhere inside (a list or an input object). */
function hasVariables(node: ValueNode): boolean {
  if (node.kind === Kind.VARIABLE) return true;
  if (node.kind === Kind.LIST) return node.values.some(hasVariables);
  if (node.kind === Kind.OBJECT) return node.fields.some((field) => hasVariables(field.value));
  return false;
}

/** Refuses an operation with malformed input before it runs (HTTP and WebSocket alike). */
export function useWellFormedInput(): Plugin {
  const check = (args: ExecutionArgs, stop: (result: { errors: GraphQLError[] }) => void) => {
    try {
      checkOperationInput(args);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      stop({ errors: [badUserInputError(error.message)] });
    }
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
  };
}
