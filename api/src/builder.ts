// The Pothos schema builder and its plugins; types live in schema/.
import SchemaBuilder from '@pothos/core';
import { isObjectType, type GraphQLSchema } from 'graphql';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import type PrismaTypes from './generated/pothos-types.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import type { Ctx } from './context.ts';
import { isAdmin } from './domain/auth/session.ts';
import { decodeGlobalId, idMessages } from './lib/ids.ts';
import { DomainError } from './lib/errors.ts';
import { requestLimits } from './lib/requestLimits.ts';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: Ctx;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    ID: { Input: string; Output: string | number };
  };
  // Field visibility (schema/authScopes.ts); permissions of actions are the domain's.
  AuthScopes: { admin: boolean };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({ admin: isAdmin(ctx.viewer) }),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
    // Every connection's page sizes unless it names its own with pageSizes() (lib/operationLimits.ts,
    // which falls back to the same two numbers): set once here, from lib/requestLimits.ts.
    defaultConnectionSize: requestLimits.defaultPageSize,
    maxConnectionSize: requestLimits.pageSize,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // A malformed id, or one of a type that is no Node, is BAD_USER_INPUT (not a server error).
    decodeGlobalID: (globalId) => decodeGlobalId(globalId),
    nodeQueryOptions: { resolve: (_root, { id }, _ctx, info, resolveNode) => resolveNode(nodeId(info.schema, id)) },
    nodesQueryOptions: {
      description: `Objects by global id, in the order asked (null where missing or not visible). At most ${requestLimits.listItems} ids.`,
      resolve: (_root, { ids }, _ctx, info, resolveNodes) => resolveNodes(ids.map((id) => nodeId(info.schema, id))),
    },
  },
});

/** The decoded id when its type is one of the schema's Node types. */
function nodeId(schema: GraphQLSchema, id: { typename: string; id: string }) {
  const type = schema.getType(id.typename);
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) throw new DomainError('BAD_USER_INPUT', idMessages.invalidId);
  return id;
}
