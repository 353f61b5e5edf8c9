// Direct conversations between two members: who may see them, starting one by username, the
// viewer's list, reading, and deleting a conversation for oneself.
//
// Visibility rules (the one place they are written down):
// - Only participants see a conversation, its messages, its participants and read state.
// - A participant row with `deletedAt` set is left out of that member's list. A new message
//   clears `deletedAt` for everyone (under the conversation's row lock), so the conversation
//   comes back; `hiddenThroughMessageId` keeps the messages before the delete hidden for them.
// - A conversation someone opened but never wrote in stays out of the other member's list
//   (their row starts as "deleted"): nobody learns that someone looked them up.
import type { Ctx } from '../../context.ts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import type { UnreadCountsPayload } from '../notifications/unreadCounts.ts';
import { requireViewer } from '../auth/session.ts';
import { publishOwnUnreadCounts } from '../notifications/unreadCounts.ts';

type Tx = Prisma.TransactionClient | PrismaClient;

export const MESSAGE_MAX_CHARS = 2000;
export const SUGGESTIONS_MAX = 5;

export const messageTexts = {
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  empty: 'Message cannot be empty',
  tooLong: 'Message is too long (maximum 2000 characters)',
  self: 'You cannot message yourself',
  notAccepting: 'This member is not accepting direct messages',
  usernameRequired: 'Please enter a username',
  userNotFound: (username: string) => `User "${username}" not found. Please check the username and try again.`,
  notOwnMessage: 'You can only delete your own messages',
} as const;

/** A message added to or deleted from a conversation (live event). onlyFor: a shadow-banned sender's message reaches their own streams only. */
export type MessageEventPayload = { conversationId: number; messageId: number; kind: 'ADDED' | 'DELETED'; onlyFor?: number };

export const conversationNotFound = () => new DomainError('NOT_FOUND', messageTexts.notFound);

/** Conversations the member takes part in (whatever their own list shows). */
export function participantConversationWhere(userId: number | null | undefined): Prisma.ConversationWhereInput {
  return { participants: { some: { userId: userId ?? -1 } } };
}

/** The member's conversation list: those they take part in and have not deleted for themself. */
export function listedConversationWhere(userId: number): Prisma.ConversationWhereInput {
  return { participants: { some: { userId, deletedAt: null } } };
}

/** Latest activity first; the id breaks ties so cursors are stable. */
export const conversationListOrder = [{ lastMessageAt: 'desc' }, { id: 'desc' }] satisfies Prisma.ConversationOrderByWithRelationInput[];

/**
 * Messages of a conversation one participant may see: those after their delete-for-oneself, and
 * none of a shadow-banned sender's but the viewer's own (a shadow-banned member's messages are
 * never delivered; they still see them as sent).
 */
export function visibleMessageWhere(
  conversationId: number,
  hiddenThroughMessageId: number | null | undefined,
  viewerId: number | null | undefined,
): Prisma.MessageWhereInput {
  const delivered = deliveredMessageWhere(viewerId);
  return hiddenThroughMessageId ? { conversationId, id: { gt: hiddenThroughMessageId }, ...delivered } : { conversationId, ...delivered };
}

/** The shadow-ban part of visibleMessageWhere: the viewer's own messages, and others' unless their sender is shadow-banned. */
export function deliveredMessageWhere(viewerId: number | null | undefined): Prisma.MessageWhereInput {
  return { OR: [{ senderId: viewerId ?? -1 }, { sender: { isShadowBanned: false } }] };
}

/**
 * The conversation's last message as the viewer sees it, for relation loads (`messages` of a
 * conversation, one row): the newest undeleted message visibleMessageWhere shows them, read at
 * request time. Not Conversation.lastMessageId, which follows delivered messages only: a
 * shadow-banned member's own newest message is their preview, exactly as without the ban
 * (issue 28), and never anyone else's. conversationPreview applies their delete-for-oneself.
 */
export const lastVisibleMessageArgs = (viewerId: number | null | undefined) =>
  ({ where: { deletedAt: null, ...deliveredMessageWhere(viewerId) }, orderBy: { id: 'desc' }, take: 1 }) as const;

/** The viewer-facing participant fields every presentation reads (the same query args everywhere). */
export const participantRows = {
  orderBy: { userId: 'asc' },
  select: {
    userId: true,
    unreadCount: true,
    lastReadAt: true,
    hiddenThroughMessageId: true,
    user: { select: { id: true, username: true, displayName: true, avatarColor: true, avatarConfig: true } },
  },
} satisfies Prisma.Conversation$participantsArgs;

/** What a conversation preview reads of each participant (the fields a caller selected). */
type PreviewParticipant = { userId: number; hiddenThroughMessageId?: number | null; unreadCount?: number };

/**
 * The read model of a conversation as one participant sees it, shown by both transports: their
 * own participant row, the other member's, their unread count, and the last message unless they
 * deleted the conversation over it (then the preview shows none until a newer message arrives).
 */
export function conversationPreview<P extends PreviewParticipant, M extends { id: number }>(
  conversation: { participants: P[]; messages?: M[] },
  viewerId: number | null | undefined,
) {
  const own = conversation.participants.find((p) => p.userId === viewerId) ?? null;
  const other = conversation.participants.find((p) => p.userId !== viewerId) ?? null;
  // Loaded with lastVisibleMessageArgs(viewerId).
  const last = conversation.messages?.[0] ?? null;
  const hidden = last !== null && own !== null && own.hiddenThroughMessageId != null && last.id <= own.hiddenThroughMessageId;
  return { own, other, lastMessage: last && own && !hidden ? last : null, unreadCount: own?.unreadCount ?? 0 };
}

/** The viewer's participant row, or NOT_FOUND (outsiders learn nothing, not even existence). */
export async function requireParticipant(ctx: Ctx, conversationId: number) {
  const viewer = requireViewer(ctx);
  const row = await ctx.db.conversationParticipant.findUnique({
    where: { conversationId_userId: { conversationId, userId: viewer.id } },
    select: { conversationId: true, userId: true, hiddenThroughMessageId: true, deletedAt: true, unreadCount: true },
  });
  if (!row) throw conversationNotFound();
  return row;
}

/**
 * Locks the conversation row (send, read, delete, delete-message serialise on it) if the viewer
 * takes part; returns its last message id as of the lock (FOR UPDATE reads the newest row version).
 */
export async function lockConversation(tx: Tx, conversationId: number, userId: number): Promise<{ lastMessageId: number | null }> {
  const rows = await tx.$queryRaw<{ lastMessageId: number | null }[]>`
    SELECT c."lastMessageId"
    FROM "Conversation" c
    JOIN "ConversationParticipant" p ON p."conversationId" = c."id" AND p."userId" = ${userId}
    WHERE c."id" = ${conversationId}
    FOR UPDATE OF c`;
  const row = rows[0];
  if (!row) throw conversationNotFound();
  return row;
}

/** The conversation filter under which `messageId` is visible to the member: they take part and did not delete the conversation over it. */
export function visibleToParticipant(userId: number | null | undefined, messageId: number): Prisma.ConversationWhereInput {
  return {
    participants: {
      some: { userId: userId ?? -1, OR: [{ hiddenThroughMessageId: null }, { hiddenThroughMessageId: { lt: messageId } }] },
    },
  };
}

/** Whether `senderId` may write to `recipientId` (their setting, blocks either way). One statement. */
export async function recipientAccepts(db: Tx, senderId: number, recipientId: number): Promise<boolean> {
  const recipient = await db.user.findUnique({
    where: { id: recipientId },
    select: {
      settings: { select: { allowDirectMessages: true } },
      blocking: { where: { blockedId: senderId }, select: { id: true }, take: 1 },
      blockedBy: { where: { blockerId: senderId }, select: { id: true }, take: 1 },
    },
  });
  if (!recipient) return false;
  if (recipient.settings && !recipient.settings.allowDirectMessages) return false;
  return recipient.blocking.length === 0 && recipient.blockedBy.length === 0;
}

export function directKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/**
 * Up to 5 usernames like `wanted`: members sharing its longest prefix (4, 3, then 2 characters,
 * each an index range scan on usernameLower), closest spelling first. Never the viewer.
 */
export async function usernameSuggestions(ctx: Ctx, wanted: string, viewerId: number): Promise<string[]> {
  const query = wanted.toLowerCase().replace(/[^a-z0-9_-]/g, '');
  const found = new Map<string, string>();
  for (const length of [4, 3, 2]) {
    if (query.length < length) continue;
    const rows = await ctx.db.user.findMany({
      where: { usernameLower: { startsWith: query.slice(0, length) }, id: { not: viewerId } },
      select: { username: true, usernameLower: true },
      orderBy: { usernameLower: 'asc' },
      take: 50,
    });
    for (const r of rows) if (r.username && r.usernameLower) found.set(r.usernameLower, r.username);
    if (found.size >= SUGGESTIONS_MAX) break;
  }
  return [...found.entries()]
    .map(([lower, username]) => ({ username, distance: editDistance(query, lower) }))
    .sort((a, b) => a.distance - b.distance || a.username.localeCompare(b.username))
    .slice(0, SUGGESTIONS_MAX)
    .map((s) => s.username);
}

export interface StartConversationInput {
  username: unknown;
}

/**
 * Opens (or reuses) the one-to-one conversation with `username`. Race-safe: the pair's
 * directKey is unique, so two concurrent starts end with one conversation.
 */
export async function startConversation(ctx: Ctx, input: StartConversationInput): Promise<{ conversationId: number; created: boolean }> {
  const viewer = requireViewer(ctx);
  const raw = typeof input.username === 'string' ? input.username.trim().replace(/^@/, '') : '';
  if (!raw) throw new DomainError('VALIDATION', messageTexts.usernameRequired);
  const other = await ctx.db.user.findUnique({ where: { usernameLower: raw.toLowerCase() }, select: { id: true } });
  if (!other) {
    throw new DomainError('NOT_FOUND', messageTexts.userNotFound(raw), { suggestions: await usernameSuggestions(ctx, raw, viewer.id) });
  }
  if (other.id === viewer.id) throw new DomainError('VALIDATION', messageTexts.self);
  if (!(await recipientAccepts(ctx.db, viewer.id, other.id))) throw new DomainError('FORBIDDEN', messageTexts.notAccepting);

  const key = directKey(viewer.id, other.id);
  const reuse = async () => {
    const existing = await ctx.db.conversation.findUnique({ where: { directKey: key }, select: { id: true } });
    if (!existing) return null;
    // Opening it again brings it back into the viewer's list; earlier messages they deleted stay hidden.
    await ctx.db.conversationParticipant.updateMany({
      where: { conversationId: existing.id, userId: viewer.id, deletedAt: { not: null } },
      data: { deletedAt: null },
    });
    return { conversationId: existing.id, created: false };
  };

  let result = await reuse();
  if (!result) {
    const now = new Date();
    try {
      const created = await ctx.db.conversation.create({
        data: {
          directKey: key,
          lastMessageAt: now,
          participants: {
            create: [
              { userId: viewer.id, lastReadAt: now },
              // Out of the other member's list until the first message arrives.
              { userId: other.id, deletedAt: now },
            ],
          },
        },
        select: { id: true },
      });
      result = { conversationId: created.id, created: true };
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
      result = await reuse();
      if (!result) throw error;
    }
  }
  ctx.pubsub.publish('user:conversation', viewer.id, { conversationId: result.conversationId });
  return result;
}

export interface ListConversationsInput {
  limit?: number;
  offset?: number;
}

/** The viewer's conversations, latest activity first (REST list). */
export async function listConversations(ctx: Ctx, input: ListConversationsInput = {}) {
  const viewer = requireViewer(ctx);
  return ctx.db.conversation.findMany({
    where: listedConversationWhere(viewer.id),
    orderBy: conversationListOrder,
    take: input.limit ?? 50,
    skip: input.offset ?? 0,
    include: conversationInclude(viewer.id),
  });
}

/** What a REST conversation answer reads for the viewer: participants (2 rows) and their last message. */
export const conversationInclude = (viewerId: number) =>
  ({
    participants: participantRows,
    messages: { ...lastVisibleMessageArgs(viewerId), include: { sender: { select: { id: true, username: true } } } },
  }) satisfies Prisma.ConversationInclude;
export type ConversationRow = Prisma.ConversationGetPayload<{ include: ReturnType<typeof conversationInclude> }>;

/** One conversation the viewer takes part in (with what the REST answer shows), or NOT_FOUND. */
export async function findConversation(ctx: Ctx, conversationId: number): Promise<ConversationRow> {
  const viewer = requireViewer(ctx);
  const row = await ctx.db.conversation.findFirst({
    where: { id: conversationId, ...participantConversationWhere(viewer.id) },
    include: conversationInclude(viewer.id),
  });
  if (!row) throw conversationNotFound();
  return row;
}

/** Marks the viewer's MESSAGE notifications of a conversation read (and seen). */
async function readConversationNotifications(tx: Tx, conversationId: number, userId: number) {
  await tx.$executeRaw`
    UPDATE "Notification"
    SET "isRead" = true, "readAt" = COALESCE("readAt", now()), "seenAt" = COALESCE("seenAt", now())
    WHERE "userId" = ${userId} AND "conversationId" = ${conversationId} AND "type" = 'MESSAGE'
      AND ("isRead" = false OR "seenAt" IS NULL)`;
}

/** One conversation the viewer takes part in (read, delete for oneself, history). */
export interface ConversationInput {
  conversationId: number;
}

/** Everything in the conversation is read by the viewer; their badge numbers go out live. */
export async function markConversationRead(ctx: Ctx, input: ConversationInput): Promise<UnreadCountsPayload> {
  const { conversationId } = input;
  const viewer = requireViewer(ctx);
  await ctx.db.$transaction(async (tx) => {
    await lockConversation(tx, conversationId, viewer.id);
    await tx.conversationParticipant.update({
      where: { conversationId_userId: { conversationId, userId: viewer.id } },
      data: { unreadCount: 0, lastReadAt: new Date() },
    });
    await readConversationNotifications(tx, conversationId, viewer.id);
  });
  const counts = await publishOwnUnreadCounts(ctx, viewer.id);
  ctx.pubsub.publish('user:conversation', viewer.id, { conversationId });
  return counts;
}

/**
 * Deletes the conversation for the viewer only: every message so far stays hidden for them.
 * Under the row lock a concurrent send is either before (hidden, as it was there when they
 * deleted) or after (visible: the conversation comes back with it); never lost.
 */
export async function deleteConversationForViewer(ctx: Ctx, input: ConversationInput): Promise<UnreadCountsPayload> {
  const { conversationId } = input;
  const viewer = requireViewer(ctx);
  await ctx.db.$transaction(async (tx) => {
    await lockConversation(tx, conversationId, viewer.id);
    // A separate statement after the lock: under READ COMMITTED it sees a send that committed
    // while we waited (a subquery of the locking statement would use the older snapshot).
    const { _max } = await tx.message.aggregate({ where: { conversationId }, _max: { id: true } });
    const maxMessageId = _max.id;
    const now = new Date();
    await tx.conversationParticipant.update({
      where: { conversationId_userId: { conversationId, userId: viewer.id } },
      data: { hiddenThroughMessageId: maxMessageId, deletedAt: now, unreadCount: 0, lastReadAt: now },
    });
    await readConversationNotifications(tx, conversationId, viewer.id);
  });
  ctx.pubsub.publish('user:conversationLeft', viewer.id, { conversationId });
  const counts = await publishOwnUnreadCounts(ctx, viewer.id);
  return counts;
}

/** Unread messages over all the viewer's conversations (kept per participant row). */
export async function unreadMessageCount(ctx: Ctx): Promise<number> {
  const viewer = requireViewer(ctx);
  const sum = await ctx.db.conversationParticipant.aggregate({ where: { userId: viewer.id }, _sum: { unreadCount: true } });
  return sum._sum.unreadCount ?? 0;
}
