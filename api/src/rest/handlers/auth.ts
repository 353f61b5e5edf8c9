// /api/auth/*: one thin handler per action over the auth domain.
import type { Handler } from '../router.ts';
import { register, resendVerificationEmail, verifyEmail } from '../../domain/auth/accounts.ts';
import { login, logout, requestMagicLink, validateToken, verifyMagicLink } from '../../domain/auth/signIn.ts';
import { forgotPassword, requestPasswordSetup, resetPassword, setPassword, setupPassword } from '../../domain/auth/passwords.ts';
import { requireViewer } from '../../domain/auth/session.ts';
import { presentAuth, presentUser } from '../present.ts';

export const registerHandler: Handler = async (ctx, { body }) => ({
  status: 201,
  body: presentAuth(
    await register(ctx, { username: body.username, email: body.email, password: body.password, displayName: body.display_name ?? body.displayName }),
  ),
});

export const loginHandler: Handler = async (ctx, { body }) => ({
  body: presentAuth(await login(ctx, { email: body.email, password: body.password })),
});

export const magicLinkHandler: Handler = async (ctx, { body }) => ({ body: await requestMagicLink(ctx, { email: body.email }) });

export const verifyMagicLinkHandler: Handler = async (ctx, { body }) => ({
  body: presentAuth(await verifyMagicLink(ctx, { token: body.token })),
});

export const verifyMagicLinkGetHandler: Handler = async (ctx, { query }) => ({
  body: presentAuth(await verifyMagicLink(ctx, { token: query.get('token') })),
});

export const verifyEmailHandler: Handler = async (ctx, { body }) => {
  const result = await verifyEmail(ctx, { token: body.token });
  return { body: { user: presentUser(result.user, result.user.id), message: result.message } };
};

export const resendVerificationHandler: Handler = async (ctx) => ({ body: await resendVerificationEmail(ctx) });

export const forgotPasswordHandler: Handler = async (ctx, { body }) => ({ body: await forgotPassword(ctx, { email: body.email }) });

export const resetPasswordHandler: Handler = async (ctx, { body }) => ({
  body: presentAuth(await resetPassword(ctx, { token: body.token, password: body.password })),
});

export const setPasswordHandler: Handler = async (ctx, { body }) => ({
  body: presentAuth(await setPassword(ctx, { password: body.password, currentPassword: body.currentPassword ?? body.current_password })),
});

export const requestPasswordSetupHandler: Handler = async (ctx, { body }) => ({
  body: await requestPasswordSetup(ctx, { email: body.email }),
});

export const setupPasswordHandler: Handler = async (ctx, { body }) => ({
  body: presentAuth(await setupPassword(ctx, { token: body.token, password: body.password })),
});

export const validateTokenHandler: Handler = async (ctx, { body }) => ({ body: await validateToken(ctx, { token: body.token }) });

export const meHandler: Handler = async (ctx) => {
  const viewer = requireViewer(ctx);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  return { body: { user: presentUser(user, viewer.id) } };
};

export const logoutHandler: Handler = async (ctx, { body }) => ({ body: await logout(ctx, { everywhere: body.everywhere }) });
