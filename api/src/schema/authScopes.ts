// Who may read a field, through the scope-auth plugin (the scopes are defined once, in
// builder.ts): a field only some viewers may read answers null for anyone else. What a viewer may
// DO stays in the domain (requireViewer / requireAdmin), shared with REST.
import type { Ctx } from '../context.ts';
import { requireAdmin } from '../domain/auth/session.ts';
import { DomainError } from '../lib/errors.ts';

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

/**
 * Admin mutations: the permission before the resolver reads its input (ids, reasons), so a member
 * or a token is refused FORBIDDEN whatever they send. The refusal is the domain's own
 * (`requireAdmin`, or the area's rule such as the reports' wording); the domain checks again.
 */
export function adminAction(refuse: (ctx: Ctx) => unknown = requireAdmin) {
  return {
    authScopes: { admin: true },
    unauthorizedResolver: (_root: unknown, _args: unknown, ctx: Ctx): never => {
      refuse(ctx);
      throw new DomainError('FORBIDDEN', 'Admin access required');
    },
  } as const;
}
