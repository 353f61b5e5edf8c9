// The /unsubscribe page (no login): what a mail's unsubscribe link turns off, and the button
// that does it. The same domain functions as POST /api/unsubscribe (domain/settings/unsubscribe.ts).
import { builder } from '../builder.ts';
import { UNSUBSCRIBE_KINDS, unsubscribe, unsubscribeStatus, type UnsubscribeView } from '../domain/settings/unsubscribe.ts';

const UnsubscribeKindEnum = builder.enumType('UnsubscribeKind', {
  description: 'A kind of non-transactional mail that an unsubscribe link turns off.',
  values: Object.fromEntries(UNSUBSCRIBE_KINDS.map((kind) => [kind.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(), { value: kind }])) as {
    NEW_MESSAGES: { value: 'newMessages' };
    COMMENTS: { value: 'comments' };
    MENTIONS: { value: 'mentions' };
    WEEKLY_DIGEST: { value: 'weeklyDigest' };
  },
});

const UnsubscribeLinkRef = builder.objectRef<UnsubscribeView>('UnsubscribeLink').implement({
  description: 'The mail an unsubscribe link is about.',
  fields: (t) => ({
    kind: t.field({ type: UnsubscribeKindEnum, resolve: (v) => v.kind }),
    label: t.exposeString('label', { description: 'What the mail is, as the page shows it.' }),
    subscribed: t.exposeBoolean('subscribed', { description: 'Whether that mail is still on.' }),
  }),
});

builder.queryFields((t) => ({
  unsubscribeLink: t.field({
    type: UnsubscribeLinkRef,
    description: "No login: the mail a link's token turns off (the token of the mail's unsubscribe link). INVALID_TOKEN when it is not valid.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unsubscribeStatus(ctx, { token: args.token }),
  }),
}));

const UnsubscribeInput = builder.inputType('UnsubscribeInput', {
  fields: (t) => ({ token: t.string({ required: true, description: "The token of the mail's unsubscribe link." }) }),
});

builder.mutationFields((t) => ({
  unsubscribe: t.field({
    type: builder.objectRef<{ link: UnsubscribeView }>('UnsubscribePayload').implement({
      fields: (f) => ({ link: f.field({ type: UnsubscribeLinkRef, resolve: (p) => p.link }) }),
    }),
    description: 'No login: turns off the one kind of mail the link names (as the one-click POST /api/unsubscribe does).',
    args: { input: t.arg({ type: UnsubscribeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ link: await unsubscribe(ctx, { token: input.token }) }),
  }),
}));
