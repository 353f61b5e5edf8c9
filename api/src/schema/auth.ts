// Account and session mutations, and the revocation subscription.
import { builder } from '../builder.ts';
import type { User } from '../generated/prisma/client.ts';
import { register, resendVerificationEmail, verifyEmail } from '../domain/auth/accounts.ts';
import { login, logout, requestMagicLink, verifyMagicLink } from '../domain/auth/signIn.ts';
import { forgotPassword, requestPasswordSetup, resetPassword, setPassword, setupPassword } from '../domain/auth/passwords.ts';
import { actAs, requireViewer } from '../domain/auth/session.ts';
import { requirePrivateStreamScope } from '../domain/accessTokens/requestRules.ts';
import { updateSettings } from '../domain/settings/settings.ts';
import { updateUsername } from '../domain/users/username.ts';
import { UserRef } from './user.ts';
import { UpdateSettingsInput } from './settings.ts';
import { withoutNulls } from './inputs.ts';

const AuthPayload = builder.objectRef<{ token: string; user: User }>('AuthPayload').implement({
  fields: (t) => ({ token: t.exposeString('token'), user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});
const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
const ViewerPayload = builder.objectRef<{ user: User }>('ViewerPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});
const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});
const UpdateSettingsPayload = builder.objectRef<{ user: User }>('UpdateSettingsPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    displayName: t.string(),
  }),
});
const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});
const EmailInput = builder.inputType('EmailInput', { fields: (t) => ({ email: t.string({ required: true }) }) });
const TokenInput = builder.inputType('TokenInput', { fields: (t) => ({ token: t.string({ required: true }) }) });
const TokenPasswordInput = builder.inputType('TokenPasswordInput', {
  fields: (t) => ({ token: t.string({ required: true }), password: t.string({ required: true }) }),
});
const SetPasswordInput = builder.inputType('SetPasswordInput', {
  fields: (t) => ({ password: t.string({ required: true }), currentPassword: t.string() }),
});
const LogoutInput = builder.inputType('LogoutInput', { fields: (t) => ({ everywhere: t.boolean() }) });
const UpdateUsernameInput = builder.inputType('UpdateUsernameInput', {
  fields: (t) => ({ username: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  register: t.field({
    type: AuthPayload,
    description: 'Creates an account, signs it in and sends the verification email.',
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => actAs(ctx, await register(ctx, input)),
  }),
  login: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => actAs(ctx, await login(ctx, input)),
  }),
  requestMagicLink: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: (_root, { input }, ctx) => requestMagicLink(ctx, input),
  }),
  verifyMagicLink: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: TokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => actAs(ctx, await verifyMagicLink(ctx, input)),
  }),
  verifyEmail: t.field({
    type: ViewerPayload,
    args: { input: t.arg({ type: TokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => actAs(ctx, await verifyEmail(ctx, input)),
  }),
  resendVerificationEmail: t.field({
    type: MessagePayload,
    resolve: (_root, _args, ctx) => resendVerificationEmail(ctx),
  }),
  forgotPassword: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: (_root, { input }, ctx) => forgotPassword(ctx, input),
  }),
  resetPassword: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: TokenPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => actAs(ctx, await resetPassword(ctx, input)),
  }),
  setPassword: t.field({
    type: AuthPayload,
    description: 'Sets or changes the password; every other session is signed out.',
    args: { input: t.arg({ type: SetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => actAs(ctx, await setPassword(ctx, input)),
  }),
  requestPasswordSetup: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: (_root, { input }, ctx) => requestPasswordSetup(ctx, input),
  }),
  setupPassword: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: TokenPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => actAs(ctx, await setupPassword(ctx, input)),
  }),
  logout: t.field({
    type: LogoutPayload,
    description: 'With everywhere: true, revokes every token of the account.',
    args: { input: t.arg({ type: LogoutInput }) },
    resolve: (_root, { input }, ctx) => logout(ctx, { everywhere: input?.everywhere }),
  }),
  updateSettings: t.field({
    type: UpdateSettingsPayload,
    args: { input: t.arg({ type: UpdateSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await updateSettings(ctx, withoutNulls(input));
      return { user: await ctx.db.user.findUniqueOrThrow({ where: { id: requireViewer(ctx).id } }) };
    },
  }),
  updateUsername: t.field({
    type: ViewerPayload,
    args: { input: t.arg({ type: UpdateUsernameInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateUsername(ctx, input),
  }),
}));

builder.subscriptionFields((t) => ({
  sessionRevoked: t.boolean({
    description: "Emits when the viewer's sessions are revoked (logout everywhere, password change, ban).",
    subscribe: (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      requirePrivateStreamScope(ctx);
      return ctx.pubsub.subscribe('session:revoked', viewer.id);
    },
    resolve: () => true,
  }),
}));
