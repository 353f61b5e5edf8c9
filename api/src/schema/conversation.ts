// Direct messages: the Conversation and Message nodes, the viewer's conversation list, the
// message mutations and the live subscriptions. Every path (list, node, nodes, payloads,
// subscriptions) shows a conversation or message to its participants only.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import type { Ctx } from '../context.ts';
import type { Message } from '../generated/prisma/client.ts';
import { requireViewer } from '../domain/auth/session.ts';
import {
  conversationListOrder,
  conversationNotFound,
  conversationPreview,
  lastVisibleMessageArgs,
  type MessageEventPayload,
  deleteConversationForViewer,
  listedConversationWhere,
  markConversationRead,
  participantConversationWhere,
  requireParticipant,
  startConversation,
  visibleMessageWhere,
  visibleToParticipant,
} from '../domain/messages/conversations.ts';
import { deleteMessage, sendMessage } from '../domain/messages/messages.ts';
import type { UnreadCountsPayload } from '../domain/notifications/unreadCounts.ts';
import { filterAsync, live } from '../realtime/live.ts';
import { DomainError } from '../lib/errors.ts';
import { intIdOf } from '../lib/ids.ts';
import { UserRef } from './user.ts';
import { UnreadCountsRef } from './unreadCounts.ts';
import { requestMemo } from '../lib/requestMemo.ts';
import { pageSizes } from '../lib/operationLimits.ts';

const viewerIdOf = (ctx: Ctx) => ctx.viewer?.id ?? -1;

/** A nested selection (`true` or `{ select }` / `{ include }`) as relation arguments to spread. */
const relationSelection = (selection: unknown): object => (selection && typeof selection === 'object' ? selection : {});

/** The same relation arguments everywhere, so Pothos merges every field's participant selection into one. */
const participantOrder = { orderBy: { userId: 'asc' } } as const;

/** The viewer's own participant row of a conversation (one statement, shared within the request). */
function ownParticipant(ctx: Ctx, conversationId: number) {
  return requestMemo(ctx, `conversation-participant:${conversationId}`, () =>
    ctx.db.conversationParticipant.findUnique({
      where: { conversationId_userId: { conversationId, userId: viewerIdOf(ctx) } },
      select: { hiddenThroughMessageId: true },
    }),
  );
}

export const MessageRef = builder.prismaNode('Message', {
  id: { field: 'id' },
  select: { id: true },
  // node(id) serves a message to the participants of its conversation only (not to one who deleted the conversation over it).
  findUnique: (id, ctx) => ({ id: Number(id), conversation: visibleToParticipant(ctx.viewer?.id, Number(id)) }),
  nullable: true,
  fields: (t) => ({
    messageId: t.exposeInt('id'),
    conversationId: t.id({
      description: 'Global id of the Conversation.',
      select: { conversationId: true },
      resolve: (m) => encodeGlobalID('Conversation', m.conversationId),
    }),
    sender: t.relation('sender', { nullable: true, description: 'Null if the sender deleted their account.' }),
    isOwn: t.boolean({
      description: 'Whether the viewer sent it.',
      select: { senderId: true },
      resolve: (m, _a, ctx) => ctx.viewer !== null && m.senderId === ctx.viewer.id,
    }),
    content: t.string({
      nullable: true,
      description: 'Plain text as sent; null when the sender deleted it.',
      select: { content: true, deletedAt: true },
      resolve: (m) => (m.deletedAt ? null : m.content),
    }),
    isDeleted: t.boolean({ select: { deletedAt: true }, resolve: (m) => m.deletedAt !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const ConversationMessagesEdgeRef = builder.edgeObject({ type: MessageRef, name: 'ConversationMessagesConnectionEdge' });

export const ConversationRef = builder.prismaNode('Conversation', {
  id: { field: 'id' },
  select: { id: true },
  // node(id) serves a conversation to its participants only.
  findUnique: (id, ctx) => ({ id: Number(id), AND: [participantConversationWhere(ctx.viewer?.id)] }),
  nullable: true,
  fields: (t) => ({
    conversationId: t.exposeInt('id'),
    otherParticipant: t.field({
      type: UserRef,
      nullable: true,
      description: 'The other member of a one-to-one conversation (null if their account was deleted).',
      select: (_args, _ctx, nested) => ({ participants: { ...participantOrder, select: { userId: true, user: nested(true) } } }),
      resolve: (c, _a, ctx) => conversationPreview(c, ctx.viewer?.id).other?.user ?? null,
    }),
    participants: t.field({
      type: [UserRef],
      select: (_args, _ctx, nested) => ({ participants: { ...participantOrder, select: { userId: true, user: nested(true) } } }),
      resolve: (c) => c.participants.map((p) => p.user),
    }),
    lastMessage: t.field({
      type: MessageRef,
      nullable: true,
      description: "The newest message the viewer can see (not one they deleted the conversation over); deleted messages' previews move to the one before.",
      select: (_args, ctx, nested) => ({
        messages: { ...lastVisibleMessageArgs(ctx.viewer?.id), ...relationSelection(nested(true)) },
        participants: { ...participantOrder, select: { userId: true, hiddenThroughMessageId: true } },
      }),
      resolve: (c, _a, ctx) => conversationPreview(c, ctx.viewer?.id).lastMessage as Message | null,
    }),
    lastMessageAt: t.expose('lastMessageAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Latest activity: the last message, or when the conversation was opened.',
    }),
    unreadCount: t.int({
      description: "The viewer's unread messages here.",
      select: { participants: { ...participantOrder, select: { userId: true, unreadCount: true } } },
      resolve: (c, _a, ctx) => conversationPreview(c, ctx.viewer?.id).unreadCount,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    messages: t.prismaConnection(
      {
        type: MessageRef,
        cursor: 'id',
        ...pageSizes(50, 100),
        description: 'Oldest first; page upward with last/before. Messages the viewer deleted the conversation over are left out.',
        resolve: async (query, c, _args, ctx) => {
          const own = await ownParticipant(ctx, c.id);
          if (!own) return [];
          return ctx.db.message.findMany({ ...query, where: visibleMessageWhere(c.id, own.hiddenThroughMessageId, ctx.viewer?.id), orderBy: { id: 'asc' } });
        },
      },
      { name: 'ConversationMessagesConnection' },
      ConversationMessagesEdgeRef,
    ),
  }),
});

/** Conversation id from a global id or a number; NOT_FOUND (not VALIDATION) for anything else of ours. */
function conversationIdOf(id: string | number): number {
  return intIdOf(id, 'Conversation');
}

const loadConversation = (ctx: Ctx, query: object, conversationId: number) =>
  ctx.db.conversation.findFirst({ ...query, where: { id: conversationId, ...participantConversationWhere(viewerIdOf(ctx)) } });

builder.queryFields((t) => ({
  conversations: t.prismaConnection({
    type: ConversationRef,
    cursor: 'id',
    description: "The viewer's conversations, latest activity first. Login required.",
    resolve: (query, _root, _args, ctx) =>
      ctx.db.conversation.findMany({ ...query, where: listedConversationWhere(requireViewer(ctx).id), orderBy: conversationListOrder }),
  }),
  conversation: t.prismaField({
    type: ConversationRef,
    nullable: true,
    description: 'A conversation by global or numeric id; null unless the viewer takes part in it. Login required.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      requireViewer(ctx);
      let id: number;
      try {
        id = conversationIdOf(String(args.id));
      } catch {
        return null;
      }
      return loadConversation(ctx, query, id);
    },
  }),
}));

// ─── Mutations ───

const StartConversationPayload = builder.objectRef<{ conversationId: number; created: boolean }>('StartConversationPayload').implement({
  fields: (t) => ({
    conversation: t.prismaField({
      type: ConversationRef,
      resolve: async (query, p, _a, ctx) => (await loadConversation(ctx, query, p.conversationId)) ?? Promise.reject(conversationNotFound()),
    }),
    created: t.exposeBoolean('created', { description: 'False when an existing conversation with the member was reused.' }),
  }),
});

const SendMessagePayload = builder.objectRef<{ message: Message }>('SendMessagePayload').implement({
  fields: (t) => ({
    message: t.prismaField({
      type: MessageRef,
      resolve: (query, p, _a, ctx) => ctx.db.message.findUniqueOrThrow({ ...query, where: { id: p.message.id } }),
    }),
    messageEdge: t.field({
      type: ConversationMessagesEdgeRef,
      description: 'The new message as an edge of Conversation.messages (for appending to a connection).',
      resolve: (p) => ({ cursor: formatPrismaCursor(p.message, 'id'), node: p.message }),
    }),
    conversation: t.prismaField({
      type: ConversationRef,
      resolve: async (query, p, _a, ctx) => (await loadConversation(ctx, query, p.message.conversationId)) ?? Promise.reject(conversationNotFound()),
    }),
  }),
});

const MarkConversationReadPayload = builder
  .objectRef<{ conversationId: number; unreadCounts: UnreadCountsPayload }>('MarkConversationReadPayload')
  .implement({
    fields: (t) => ({
      conversation: t.prismaField({
        type: ConversationRef,
        resolve: async (query, p, _a, ctx) => (await loadConversation(ctx, query, p.conversationId)) ?? Promise.reject(conversationNotFound()),
      }),
      unreadCounts: t.field({ type: UnreadCountsRef, resolve: (p) => p.unreadCounts }),
    }),
  });

const DeleteConversationPayload = builder
  .objectRef<{ deletedConversationId: string; unreadCounts: UnreadCountsPayload }>('DeleteConversationPayload')
  .implement({
    fields: (t) => ({
      deletedConversationId: t.exposeID('deletedConversationId', { description: 'Global id of the conversation that left the list.' }),
      unreadCounts: t.field({ type: UnreadCountsRef, resolve: (p) => p.unreadCounts }),
    }),
  });

const DeleteMessagePayload = builder.objectRef<{ messageId: number }>('DeleteMessagePayload').implement({
  fields: (t) => ({
    message: t.prismaField({
      type: MessageRef,
      resolve: (query, p, _a, ctx) => ctx.db.message.findUniqueOrThrow({ ...query, where: { id: p.messageId } }),
    }),
  }),
});

const conversationInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ conversationId: f.id({ required: true, description: 'Global or numeric id.' }) }) });

builder.mutationFields((t) => ({
  startConversation: t.field({
    type: StartConversationPayload,
    description:
      'Opens the one-to-one conversation with a member (or returns the existing one). NOT_FOUND carries `suggestions` (similar usernames) in extensions.',
    args: {
      input: t.arg({
        type: builder.inputType('StartConversationInput', { fields: (f) => ({ username: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    resolve: (_root, { input }, ctx) => startConversation(ctx, { username: input.username }),
  }),
  sendMessage: t.field({
    type: SendMessagePayload,
    args: {
      input: t.arg({
        type: builder.inputType('SendMessageInput', {
          fields: (f) => ({ conversationId: f.id({ required: true }), content: f.string({ required: true, description: 'Plain text, 1 to 2,000 characters after trimming.' }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => ({
      message: await sendMessage(ctx, { conversationId: conversationIdOf(String(input.conversationId)), content: input.content }),
    }),
  }),
  markConversationRead: t.field({
    type: MarkConversationReadPayload,
    args: { input: t.arg({ type: conversationInput('MarkConversationReadInput'), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const conversationId = conversationIdOf(String(input.conversationId));
      return { conversationId, unreadCounts: await markConversationRead(ctx, { conversationId }) };
    },
  }),
  deleteConversation: t.field({
    type: DeleteConversationPayload,
    description: 'Deletes the conversation for the viewer only; a later message brings it back with only the newer messages.',
    args: { input: t.arg({ type: conversationInput('DeleteConversationInput'), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const conversationId = conversationIdOf(String(input.conversationId));
      const unreadCounts = await deleteConversationForViewer(ctx, { conversationId });
      return { deletedConversationId: encodeGlobalID('Conversation', conversationId), unreadCounts };
    },
  }),
  deleteMessage: t.field({
    type: DeleteMessagePayload,
    description: "Deletes one of the viewer's own messages (its text is removed for everyone).",
    args: {
      input: t.arg({
        type: builder.inputType('DeleteMessageInput', { fields: (f) => ({ messageId: f.id({ required: true }) }) }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const message = await deleteMessage(ctx, { messageId: intIdOf(String(input.messageId), 'Message') });
      return { messageId: message.id };
    },
  }),
}));

// ─── Subscriptions ───

export const MessageEventKindEnum = builder.enumType('MessageEventKind', { values: ['ADDED', 'DELETED'] as const });

type MessageEvent = Pick<MessageEventPayload, 'conversationId' | 'messageId' | 'kind'>;

const ConversationMessageEvent = builder.objectRef<MessageEvent>('ConversationMessageEvent').implement({
  fields: (t) => ({
    kind: t.expose('kind', { type: MessageEventKindEnum }),
    message: t.prismaField({
      type: MessageRef,
      resolve: (query, e, _a, ctx) =>
        ctx.db.message.findFirstOrThrow({ ...query, where: { id: e.messageId, conversation: visibleToParticipant(viewerIdOf(ctx), e.messageId) } }),
    }),
    conversation: t.prismaField({
      type: ConversationRef,
      resolve: async (query, e, _a, ctx) => (await loadConversation(ctx, query, e.conversationId)) ?? Promise.reject(conversationNotFound()),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  conversationMessageEvents: t.field({
    type: ConversationMessageEvent,
    description: 'Messages added to / deleted from one conversation; ends when the viewer leaves it (or loses their session). Participants only.',
    args: { conversationId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx);
      let conversationId: number;
      try {
        conversationId = conversationIdOf(String(args.conversationId));
      } catch {
        throw conversationNotFound();
      }
      const own = await requireParticipant(ctx, conversationId);
      const hidden = own.hiddenThroughMessageId ?? 0;
      const left = filterAsync(ctx.pubsub.subscribe('user:conversationLeft', viewer.id), (e) => e.conversationId === conversationId);
      const events = filterAsync(
        ctx.pubsub.subscribe('conversation:message', conversationId),
        (e) => e.messageId > hidden && (e.onlyFor === undefined || e.onlyFor === viewer.id),
      );
      return live(ctx, events, [left]);
    },
    resolve: (event) => event,
  }),
  conversationUpdated: t.prismaField({
    type: ConversationRef,
    description: "Any of the viewer's conversations changed (new message, read, started, message deleted): the list's live feed.",
    subscribe: (_root, _args, ctx) => live(ctx, ctx.pubsub.subscribe('user:conversation', requireViewer(ctx).id)),
    resolve: async (query, event, _args, ctx) => {
      const { conversationId } = event as unknown as { conversationId: number };
      const row = await loadConversation(ctx, query, conversationId);
      if (!row) throw new DomainError('NOT_FOUND', 'Conversation not found');
      return row;
    },
  }),
}));
