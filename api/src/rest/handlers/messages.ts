// /api/messages/*: thin handlers over domain/messages (the same functions GraphQL calls).
import type { Handler } from '../router.ts';
import { requireViewer } from '../../domain/auth/session.ts';
import {
  deleteConversationForViewer,
  findConversation,
  listConversations,
  markConversationRead,
  startConversation,
  unreadMessageCount,
} from '../../domain/messages/conversations.ts';
import { conversationHistory, deleteMessage, sendMessage } from '../../domain/messages/messages.ts';
import { idParam, intParam } from '../params.ts';
import { presentConversation, presentMessage } from '../present.ts';

export const listConversationsHandler: Handler = async (ctx, { query }) => {
  const viewer = requireViewer(ctx);
  const rows = await listConversations(ctx, {
    limit: intParam(query.get('limit'), 'limit', 1, 100),
    offset: intParam(query.get('offset'), 'offset', 0, 100_000),
  });
  return { body: { conversations: rows.map((c) => presentConversation(c, viewer.id)) } };
};

export const conversationHistoryHandler: Handler = async (ctx, { params, query }) => {
  const viewer = requireViewer(ctx);
  const before = query.get('before');
  const page = await conversationHistory(ctx, {
    conversationId: idParam(params.id, 'conversation'),
    limit: intParam(query.get('limit'), 'limit', 1, 100),
    before: before ? idParam(before, 'message') : null,
  });
  return {
    body: {
      conversation: presentConversation(page.conversation, viewer.id),
      messages: page.messages.map(presentMessage),
      has_more: page.hasMore,
    },
  };
};

export const sendMessageHandler: Handler = async (ctx, { params, body }) => {
  const message = await sendMessage(ctx, { conversationId: idParam(params.id, 'conversation'), content: body.content });
  return { status: 201, body: { message: presentMessage(message) } };
};

export const markReadHandler: Handler = async (ctx, { params }) => {
  await markConversationRead(ctx, { conversationId: idParam(params.id, 'conversation') });
  return { body: { success: true, unread_count: 0 } };
};

export const deleteConversationHandler: Handler = async (ctx, { params }) => {
  await deleteConversationForViewer(ctx, { conversationId: idParam(params.id, 'conversation') });
  return { body: { success: true } };
};

export const deleteMessageHandler: Handler = async (ctx, { params }) => {
  await deleteMessage(ctx, { messageId: idParam(params.id, 'message') });
  return { body: { success: true } };
};

export const unreadCountHandler: Handler = async (ctx) => ({ body: { count: await unreadMessageCount(ctx) } });

export const startByUsernameHandler: Handler = async (ctx, { body }) => {
  const viewer = requireViewer(ctx);
  const result = await startConversation(ctx, { username: body.username });
  const conversation = await findConversation(ctx, result.conversationId);
  return { status: result.created ? 201 : 200, body: { conversation: presentConversation(conversation, viewer.id), created: result.created } };
};
