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
  type ExecutionArgs,
  type GraphQLField,
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

/** Throws a DomainError (BAD_USER_INPUT) when the operation carries malformed input. */
export function checkOperationInput(args: Pick<ExecutionArgs, 'schema' | 'document' | 'operationName' | 'variableValues'>): void {
  assertStorableText(args.variableValues);
  const operation = getOperationAST(args.document, args.operationName);
  // Variables as the operation will see them (defaults applied); a variable that does not fit
  // its type is left to execution, which refuses it with its own message.
  const coerced = operation ? getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}) : undefined;
  const variables = coerced && 'coerced' in coerced ? coerced.coerced : undefined;
  const typeInfo = new TypeInfo(args.schema);
  visit(
    args.document,
    visitWithTypeInfo(typeInfo, {
      StringValue(node) {
        if (!isStorableText(node.value)) throw new DomainError('BAD_USER_INPUT', malformedTextMessage);
      },
      Argument(node) {
        const field = typeInfo.getFieldDef();
        const argument = typeInfo.getArgument();
        if (!field || !argument || !isConnection(field) || (node.value.kind === Kind.VARIABLE && !variables)) return;
        const value: unknown = valueFromAST(node.value, argument.type, variables);
        if (typeof value === 'number' && value < 0) throw new DomainError('BAD_USER_INPUT', negativePageSizeMessage(argument.name));
        if (typeof value === 'string' && (argument.name === 'after' || argument.name === 'before')) assertCursor(value);
      },
    }),
  );
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
