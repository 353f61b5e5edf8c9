// Who may read a field, through the scope-auth plugin (the scopes are defined once, in
// builder.ts): a field only some viewers may read answers null for anyone else. What a viewer may
// DO stays in the domain (requireViewer / requireAdmin), shared with REST.
import type { Ctx } from '../context.ts';

const answerNull = () => null;

/** Admins only. */
export const adminOnly = { authScopes: { admin: true }, unauthorizedResolver: answerNull } as const;

/** The member themself only (on User fields). */
export const ownOnly = {
  authScopes: (user: { id: number }, _args: unknown, ctx: Ctx) => ctx.viewer !== null && ctx.viewer.id === user.id,
  unauthorizedResolver: answerNull,
} as const;

/** The member themself and admins (on User fields). */
export const ownOrAdmin = {
  authScopes: (user: { id: number }, _args: unknown, ctx: Ctx) => (ctx.viewer !== null && ctx.viewer.id === user.id ? true : { admin: true }),
  unauthorizedResolver: answerNull,
} as const;
