// What a client did wrong in the request itself, as graphql-js and graphql-armor refuse it: the
// document (syntax, validation, the document limits) and variables that do not fit their types.
// These are the client's to read, with a code, on HTTP and WebSocket alike; never a server error.
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const documentLimitCode = 'GRAPHQL_VALIDATION_FAILED';

/**
 * graphql-js's own refusal of the request: GraphQLErrors all the way down (variable coercion
 * wraps the scalar's error), raised before any field ran (no path). A resolver's error has a
 * path, and anything else in the chain (a TypeError, a driver error) is the server's.
 */
export function isRequestError(error: unknown): boolean {
  let current: unknown = error;
  while (current !== undefined && current !== null) {
    if (!(current instanceof Error) || current.name !== 'GraphQLError') return false;
    const graphQLError = current as GraphQLError;
    if (graphQLError.path !== undefined) return false;
    current = graphQLError.originalError;
  }
  return error !== undefined && error !== null;
}

const SUGGESTION = /\s*Did you mean [^?]*\?/;
const SUGGESTIONS = new RegExp(SUGGESTION.source, 'g');

/** A message without graphql-js's "Did you mean …?" (production shows no schema hints). */
export const withoutSuggestions = (message: string): string => message.replace(SUGGESTIONS, '');

// graphql-armor writes every refusal as "Syntax Error: <limit> exceeded": the prefix goes.
const plainLimitMessage = (error: GraphQLError) => error.message.replace(/^Syntax Error:\s*/, '');

/**
 * graphql-armor options that report a refusal with its own message and a code: validation rules
 * (depth, aliases, cost) add it to the validation errors, the token limit fails the parse.
 */
export const documentLimitRefusal = {
  inValidation: {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(plainLimitMessage(error), { extensions: { code: documentLimitCode } }))],
  },
  inParser: {
    propagateOnRejection: false,
    onReject: [
      (_context: unknown, error: GraphQLError) => {
        throw new GraphQLError(plainLimitMessage(error), { extensions: { code: documentLimitCode } });
      },
    ],
  },
};

/** Validation errors without suggestions (production); variable errors lose theirs in the error masking. */
export function useHiddenSuggestions(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(result.map((error) => (SUGGESTION.test(error.message) ? new GraphQLError(withoutSuggestions(error.message), { nodes: error.nodes, source: error.source, positions: error.positions, extensions: error.extensions }) : error)));
      },
  };
}
