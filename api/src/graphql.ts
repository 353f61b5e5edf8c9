// graphql-yoga over HTTP and graphql-ws over WebSocket on the same path, sharing one envelop:
// the same schema, context, limits and error masking for both transports.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError, getOperationAST } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import type { Ctx, Services } from './context.ts';
import { schema } from './schema/index.ts';
import { DomainError } from './lib/errors.ts';
import { toDomainError } from './lib/outages.ts';
import { createRequestContext } from './domain/auth/session.ts';
import { clientIp } from './lib/clientIp.ts';
import { projectRoot } from './lib/migrations.ts';
import { useSharedSubscriptionResults } from './realtime/sharedResults.ts';
import { documentLimits, requestLimits } from './lib/requestLimits.ts';
import { useOperationLimits, useQueryDeadline } from './lib/operationLimits.ts';
import { useWellFormedInput } from './lib/graphqlInput.ts';
import { useResponseCompression } from './lib/compression.ts';
import { useRequestBodyLimit } from './lib/requestBodyLimit.ts';
import { createCompiledExecution } from './lib/compiledExecution.ts';
import { admitAccessTokenRequest } from './domain/accessTokens/requestRules.ts';
import { documentLimitRefusal, isRequestError, useHiddenSuggestions, withoutSuggestions } from './lib/graphqlRequestErrors.ts';

function isDomainError(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if (current instanceof DomainError) return true;
    current = 'originalError' in current ? current.originalError : undefined;
  }
  return false;
}

/**
 * A masked error at the place of the one it stands for: graphql-js's errors carry their AST
 * nodes, the compiled executor's (lib/compiledExecution.ts) their source and positions.
 */
function maskedAt(message: string, located: Partial<GraphQLError>, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { nodes: located.nodes, source: located.source, positions: located.positions, path: located.path, extensions });
}

/** Details a client may see (violations, suggestions); retry timing stays in HTTP headers. */
function publicDetails(error: DomainError): Record<string, unknown> {
  const { retryAfterSeconds: _omit, ...details } = error.details ?? {};
  return details;
}

/** A DomainError as GraphQL shows it: its code, status and public details; Retry-After as a header. */
function domainGraphQLError(domain: DomainError, located: Partial<GraphQLError>, httpStatus?: number): GraphQLError {
  const retryAfter = domain.details?.retryAfterSeconds;
  const headers = retryAfter ? { headers: { 'retry-after': String(retryAfter) } } : {};
  return maskedAt(domain.message, located, {
    code: domain.code,
    status: domain.status,
    ...publicDetails(domain),
    // yoga drops `http` from the body: it becomes the response's status and headers.
    ...(retryAfter || httpStatus ? { http: { ...headers, ...(httpStatus ? { status: httpStatus } : {}) } } : {}),
  });
}

/**
 * Operations made with a personal access token: each counts against the token's rate limit, and
 * a read-only token's mutations are refused before anything runs (the rules are the domain's,
 * shared with REST). Refused as a whole, with the refusal's HTTP status (403, 429).
 */
function useAccessTokenRules(): Plugin<Ctx> {
  const admit = async (ctx: Ctx, writes: boolean, refuse: (result: { errors: GraphQLError[] }) => void) => {
    try {
      await admitAccessTokenRequest(ctx, { writes });
    } catch (error) {
      const domain = toDomainError(error);
      if (!domain) throw error;
      refuse({ errors: [domainGraphQLError(domain, {}, domain.status)] });
    }
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as Ctx;
      if (!ctx.accessToken) return;
      const operation = getOperationAST(args.document, args.operationName);
      await admit(ctx, operation?.operation === 'mutation', setResultAndStopExecution);
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as Ctx;
      if (ctx.accessToken) await admit(ctx, false, setResultAndStopExecution);
    },
  };
}

/**
 * When a whole operation failed, an HTTP status that says why (not 200): 503 when a backing
 * service is unreachable, 400 when all that failed was the client's malformed input.
 */
function useWholeFailureStatus(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const errors = result.data == null ? (result.errors ?? []) : [];
      const status = errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')
        ? 503
        : errors.length > 0 && errors.every((e) => e.extensions?.code === 'BAD_USER_INPUT')
          ? 400
          : undefined;
      if (status) setResult({ ...result, extensions: { ...result.extensions, http: { status } } });
    },
  };
}

/**
 * yoga's answer to a body that is not JSON carries the parser's own error in
 * `extensions.originalError` (and answers 400 because of it): the client gets 400 without it.
 */
function withoutParserError(error: GraphQLError): GraphQLError {
  if (!error.extensions?.originalError) return error;
  const { originalError: _internal, http: _http, ...extensions } = error.extensions;
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...extensions, http: { status: 400 } } });
}

/**
 * A refusal of the request by graphql-js as the client sees it: its own message (without
 * suggestions in production) and a code; variables that do not fit are BAD_USER_INPUT (400).
 */
function requestError(error: GraphQLError, production: boolean): GraphQLError {
  const shown = withoutParserError(error);
  const message = production ? withoutSuggestions(shown.message) : shown.message;
  if (message === shown.message && shown.extensions?.code !== undefined) return shown;
  const extensions = shown.extensions?.code !== undefined ? shown.extensions : { ...shown.extensions, code: 'BAD_USER_INPUT', http: { status: 400 } };
  return new GraphQLError(message, { nodes: shown.nodes, source: shown.source, positions: shown.positions, extensions });
}

/** Documents emitted by relay-compiler; the first-party client sends only their ids. */
function loadPersistedDocuments(): Record<string, string> {
  const file = path.join(projectRoot, 'web/persisted-documents.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

type ServerContext = { req?: IncomingMessage; res?: ServerResponse; connectionParams?: Record<string, unknown>; wsRequest?: IncomingMessage };

export function createGraphQL(services: Services) {
  const persisted = loadPersistedDocuments();
  // Queries and mutations run compiled (graphql-jit), once per document; what cannot be compiled runs on graphql-js.
  const compiledExecution = createCompiledExecution({
    onCompileFailure: (error) => services.log.warn({ err: error }, 'GraphQL document not compiled; it runs on graphql-js'),
  });

  const yoga = createYoga<ServerContext, Ctx>({
    schema,
    graphqlEndpoint: '/graphql',
    // Larger bodies answer 413 REQUEST_ENTITY_TOO_LARGE (useRequestBodyLimit below, chunked too).
    maxRequestBodySize: false,
    landingPage: false,
    // app.ts answers CORS for /graphql and /api alike (lib/cors.ts); yoga's default reflects any origin.
    cors: false,
    graphiql: !services.config.production ? { title: 'Workers Commons GraphQL' } : false,
    logging: {
      debug: (...args) => services.log.debug(args.map(String).join(' ')),
      info: (...args) => services.log.info(args.map(String).join(' ')),
      warn: (...args) => services.log.warn(args.map(String).join(' ')),
      // Refusals the domain meant (bad token, rate limit, validation) are not server errors.
      error: (...args) =>
        args.some((arg) => isDomainError(arg) || isRequestError(arg)) ? services.log.debug(args.map(String).join(' ')) : services.log.error(args.map(String).join(' ')),
    },
    context: async ({ request, req, connectionParams, wsRequest }): Promise<Ctx> => {
      const source = wsRequest ?? req;
      const authorization =
        connectionParams !== undefined
          ? (connectionParams.authorization ?? connectionParams.Authorization ?? null)
          : request.headers.get('authorization');
      return createRequestContext(services, {
        authorization,
        ip: source ? clientIp(source, services.config.trustProxy) : 'unknown',
        deviceId: connectionParams !== undefined ? null : request.headers.get('x-device-id'),
      });
    },
    maskedErrors: {
      maskError(error, message) {
        // Errors arrive wrapped (twice for subscriptions), possibly by another copy of graphql-js,
        // so follow `originalError` rather than trusting class identity.
        let original: unknown = error;
        while (original && typeof original === 'object' && 'originalError' in original && original.originalError) {
          original = original.originalError;
        }
        const located = error as Partial<GraphQLError>;
        const domain = toDomainError(original);
        if (domain) return domainGraphQLError(domain, located);
        // Errors of the document itself (syntax, validation, limits) and variables that do not fit are the client's.
        if (isRequestError(error)) return requestError(error as GraphQLError, services.config.production);
        services.log.error({ err: original }, 'GraphQL resolver failed');
        return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
      },
    },
    plugins: [
      useRequestBodyLimit(requestLimits.bodyBytes),
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      usePersistedOperations({
        allowArbitraryOperations: true,
        extractPersistedOperationId: (params) =>
          (params as { documentId?: string }).documentId ??
          (params.extensions?.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash ??
          null,
        getPersistedOperation: (id) => persisted[id] ?? null,
      }),
      maxDepthPlugin({ n: documentLimits.depth, flattenFragments: true, ...documentLimitRefusal.inValidation }),
      maxAliasesPlugin({ n: documentLimits.aliases, ...documentLimitRefusal.inValidation }),
      maxTokensPlugin({ n: documentLimits.tokens, ...documentLimitRefusal.inParser }),
      costLimitPlugin({ maxCost: documentLimits.cost, ...documentLimitRefusal.inValidation }),
      // The limits that need the variables: list arguments, page sizes, fields resolved.
      useOperationLimits(),
      // Rate limit and scope of personal access tokens, before either executor runs.
      useAccessTokenRules(),
      compiledExecution.plugin(),
      // After the compiled executor: the deadline wraps whichever executor runs.
      useQueryDeadline(),
      // Storable text and well-formed page arguments, or 400 BAD_USER_INPUT before anything runs.
      useWellFormedInput(),
      // One execution per event for subscribers whose results cannot differ (poll totals).
      useSharedSubscriptionResults(),
      useWholeFailureStatus(),
      // Production hides "Did you mean …?" (the schema stays readable by introspection: docs/api.md).
      ...(services.config.production ? [useHiddenSuggestions()] : []),
      // brotli or gzip for JSON answers above a kilobyte, as Accept-Encoding allows (never streams).
      useResponseCompression(),
    ] as Plugin[],
  });

  return { yoga, persisted, compiledExecution };
}
