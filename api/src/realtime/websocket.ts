// GraphQL subscriptions (and queries) over graphql-ws on /graphql, executed through yoga's
// envelop so the schema, context, auth, limits and error masking are the HTTP ones.
import type { IncomingMessage } from 'node:http';
import type { WebSocketServer } from 'ws';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { createGraphQL } from '../graphql.ts';
import type { Ctx } from '../context.ts';

export function attachGraphQLWebSocket(
  yoga: ReturnType<typeof createGraphQL>['yoga'],
  persisted: Record<string, string>,
  wss: WebSocketServer,
) {
  return useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      execute: (args) => (args.rootValue as { execute(a: ExecutionArgs): unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe(a: ExecutionArgs): unknown }).subscribe(args) as never,
      // A token that is not accepted (expired, forged, signed out, revoked, banned) is refused at
      // connection_init: 4403 Forbidden, which the web client takes as the end of its session.
      onConnect: async (ctx) => {
        const { contextFactory } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          wsRequest: ctx.extra.request,
          connectionParams: ctx.connectionParams ?? {},
          socket: ctx.extra,
        });
        try {
          return ((await contextFactory()) as Ctx).authFailure === null;
        } catch {
          // The database is unreachable: each operation checks the token again (and answers 503).
          return true;
        }
      },
      onSubscribe: async (ctx, id, payload) => {
        const documentId = (payload as { documentId?: unknown }).documentId;
        const query = payload.query || (typeof documentId === 'string' ? persisted[documentId] : undefined);
        if (!query) return [new GraphQLError('Unknown document')];
        const { schema: envSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          wsRequest: ctx.extra.request,
          connectionParams: ctx.connectionParams ?? {},
          socket: ctx.extra,
          params: payload,
          // Lets shared fan-out (sharedResults.ts) write this operation's `next` frames itself.
          wsOperationId: id,
        });
        // graphql-ws recognises errors by class; CommonJS plugins (graphql-armor) throw errors of
        // graphql's other module copy, so they are re-created from this module's class.
        // `http` (status, Retry-After) is for HTTP responses only.
        const asOwnErrors = (errors: readonly { message: string; extensions?: Record<string, unknown> }[]) =>
          errors.map((e) => {
            const { http: _http, ...extensions } = e.extensions ?? {};
            return new GraphQLError(e.message, { extensions });
          });
        let document;
        try {
          document = parse(query);
          // Limit rules (aliases, depth, cost) throw from inside validation.
          const errors = validate(envSchema, document);
          if (errors.length > 0) return asOwnErrors(errors);
        } catch (error) {
          return asOwnErrors([error instanceof Error ? error : new Error('Invalid document')]);
        }
        let contextValue;
        try {
          contextValue = await contextFactory();
        } catch (error) {
          // Yoga masked it (e.g. SERVICE_UNAVAILABLE while the database is down): this operation
          // fails, the socket and its other operations stay.
          if (error instanceof Error && error.name === 'GraphQLError') return asOwnErrors([error as GraphQLError]);
          throw error;
        }
        return {
          schema: envSchema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables ?? undefined,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );
}
