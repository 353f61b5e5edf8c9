// The admin area and due process: the dashboard counts, the live queue subscription, the
// moderation log (admins: everything; members: their own account, never the moderator),
// appeals (also by banned members through their link) and the admins' member search.
// Rules: domain/moderation/{dashboard,logRead,appeals}.ts.
import { builder } from '../builder.ts';
import { adminAction } from './authScopes.ts';
import type { Ctx } from '../context.ts';
import { requireAdmin } from '../domain/auth/session.ts';
import { moderationDashboard, memberSearchQuery, MEMBER_SEARCH_MAX_RESULTS, type ModerationDashboard } from '../domain/moderation/dashboard.ts';
import { accountActionsQuery, moderationLogQuery, MODERATION_ACTION_TYPES } from '../domain/moderation/logRead.ts';
import {
  appealDeadline,
  appealsQuery,
  banAppealStatus,
  canAppeal,
  decideAppeal,
  submitAppeal,
  submitBanAppeal,
} from '../domain/moderation/appeals.ts';
import type { ModerationQueueChange } from '../domain/moderation/queueEvents.ts';
import { MODERATION_QUEUE_CHANNEL } from '../domain/moderation/queueEvents.ts';
import { live, takeWhileAsync } from '../realtime/live.ts';
import { intIdOf } from '../lib/ids.ts';
import { pageSizes } from '../lib/operationLimits.ts';

const ModerationActionTypeEnum = builder.enumType('ModerationActionType', { values: MODERATION_ACTION_TYPES });
const AppealStatusEnum = builder.enumType('AppealStatus', { values: ['PENDING', 'UPHELD', 'OVERTURNED'] as const });
const BanTypeForAppealEnum = builder.enumType('AppealBanType', {
  description: 'The kind of ban an appeal link is about.',
  values: ['TEMPORARY', 'PERMANENT', 'SHADOW'] as const,
});

// ─── Dashboard ───

const ModerationDashboardRef = builder.objectRef<ModerationDashboard>('ModerationDashboard').implement({
  description: 'The admin dashboard counts, read in one statement.',
  fields: (t) => ({
    openReports: t.exposeInt('openReports', { description: 'User reports open or in review.' }),
    flaggedItems: t.exposeInt('flaggedItems', { description: 'Posts and comments with at least one open flag.' }),
    pendingContent: t.exposeInt('pendingContent', { description: 'Posts and comments waiting for review.' }),
    activeBans: t.exposeInt('activeBans', { description: 'Bans in force (temporary ones not yet over, permanent, shadow).' }),
    newMembersThisWeek: t.exposeInt('newMembersThisWeek', { description: 'Accounts created in the last 7 days.' }),
    openAppeals: t.exposeInt('openAppeals', { description: 'Appeals waiting for a decision.' }),
  }),
});

// ─── Live queue changes ───

const QueueKindEnum = builder.enumType('ModerationQueueKind', { values: ['FLAG', 'REPORT', 'PENDING', 'APPEAL'] as const });
const QueueChangeEnum = builder.enumType('ModerationQueueChangeType', { values: ['CREATED', 'UPDATED'] as const });

const ModerationQueueEventRef = builder.objectRef<ModerationQueueChange>('ModerationQueueEvent').implement({
  description: 'Something changed in an admin queue: re-read the queue of this kind.',
  fields: (t) => ({
    kind: t.field({ type: QueueKindEnum, resolve: (e) => e.kind }),
    entityId: t.exposeInt('id', { description: "The changed item's, report's or appeal's numeric id." }),
    itemType: t.string({ nullable: true, description: "FLAG and PENDING: 'POST' or 'COMMENT'.", resolve: (e) => e.itemType ?? null }),
    change: t.field({ type: QueueChangeEnum, resolve: (e) => e.change }),
    byViewer: t.boolean({ description: "Whether the viewer's own action caused it.", resolve: (e, _a, ctx) => e.byAdminId != null && e.byAdminId === ctx.viewer?.id }),
  }),
});

/**
 * The queue topic for an admin, until their sessions end (live()) or they are no longer an admin
 * (checked against the database before each event is delivered, so a demoted or banned admin's
 * stream ends at the next event, whoever changed the role).
 */
function adminQueueEvents(ctx: Ctx): AsyncIterable<ModerationQueueChange> {
  const admin = requireAdmin(ctx);
  return takeWhileAsync(live(ctx, ctx.pubsub.subscribe('moderation:queue', MODERATION_QUEUE_CHANNEL)), async () => {
    const user = await ctx.db.user.findUnique({ where: { id: admin.id }, select: { role: true, bannedUntil: true } });
    return Boolean(user && user.role !== 'MEMBER' && !(user.bannedUntil && user.bannedUntil > new Date()));
  });
}

builder.subscriptionFields((t) => ({
  moderationQueueChanged: t.field({
    type: ModerationQueueEventRef,
    description:
      'Admins only: emits whenever a flag, report, pending item or appeal is created or changes status (also by another admin or instance). Members and guests are refused; the stream ends when the admin signs out or loses the role.',
    subscribe: (_root, _args, ctx) => adminQueueEvents(ctx),
    resolve: (event) => event,
  }),
}));

// ─── The log: admins' view and members' view ───

/** What a member reads of their own appeal: never who decided it. */
const MyAppealRef = builder.prismaObject('Appeal', {
  variant: 'MyAppeal',
  description: "The viewer's appeal of an action and its outcome.",
  fields: (t) => ({
    appealId: t.exposeInt('id'),
    status: t.expose('status', { type: AppealStatusEnum }),
    text: t.exposeString('text'),
    decisionReason: t.exposeString('decisionReason', { nullable: true, description: "The deciding admin's written reason." }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** Fields both views share: what the action was about (never who took it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const contentFields = (t: any) => ({
  postTitle: t.string({
    nullable: true,
    description: 'The post concerned (or the post of the comment).',
    select: { post: { select: { title: true } }, comment: { select: { post: { select: { title: true } } } } },
    resolve: (row: { post: { title: string } | null; comment: { post: { title: string } } | null }) => row.post?.title ?? row.comment?.post.title ?? null,
  }),
  postUrlId: t.string({
    nullable: true,
    select: { post: { select: { urlId: true } }, comment: { select: { post: { select: { urlId: true } } } } },
    resolve: (row: { post: { urlId: string } | null; comment: { post: { urlId: string } } | null }) => row.post?.urlId ?? row.comment?.post.urlId ?? null,
  }),
  commentExcerpt: t.string({
    nullable: true,
    description: 'The first 200 characters of the comment concerned.',
    select: { comment: { select: { contentText: true } } },
    resolve: (row: { comment: { contentText: string } | null }) => (row.comment ? row.comment.contentText.slice(0, 200) : null),
  }),
  banType: t.string({
    nullable: true,
    select: { ban: { select: { banType: true } } },
    resolve: (row: { ban: { banType: string } | null }) => row.ban?.banType ?? null,
  }),
  banEndsAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the ban ends (null: permanent, or not a ban).',
    select: { ban: { select: { expiresAt: true } } },
    resolve: (row: { ban: { expiresAt: Date | null } | null }) => row.ban?.expiresAt ?? null,
  }),
  warningSeverity: t.int({
    nullable: true,
    select: { warning: { select: { severity: true } } },
    resolve: (row: { warning: { severity: number } | null }) => row.warning?.severity ?? null,
  }),
  warningType: t.string({
    nullable: true,
    select: { warning: { select: { warningType: true } } },
    resolve: (row: { warning: { warningType: string } | null }) => row.warning?.warningType ?? null,
  }),
});

const AccountActionRef = builder.prismaObject('ModerationAction', {
  variant: 'AccountAction',
  description: "An action on the viewer's own account or content: what was done and why. Who did it is never told.",
  fields: (t) => ({
    actionId: t.exposeInt('id'),
    type: t.expose('type', { type: ModerationActionTypeEnum }),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    ...contentFields(t),
    appeal: t.relation('appeal', { type: MyAppealRef, nullable: true }),
    canAppeal: t.boolean({
      description: 'Whether the viewer may still appeal it (appealable kind, not yet appealed, within 14 days).',
      select: { type: true, createdAt: true, appeal: { select: { id: true } } },
      resolve: (row) => canAppeal(row),
    }),
    appealDeadline: t.field({
      type: 'DateTime',
      select: { createdAt: true },
      description: 'The last moment an appeal is taken.',
      resolve: (row) => appealDeadline(row.createdAt),
    }),
  }),
});

const ModerationLogEntryRef = builder.prismaObject('ModerationAction', {
  variant: 'ModerationLogEntry',
  description: 'One row of the moderation log (admins only).',
  fields: (t) => ({
    actionId: t.exposeInt('id'),
    type: t.expose('type', { type: ModerationActionTypeEnum }),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actor: t.relation('actor', { nullable: true, description: 'The moderator; null for automatic actions.' }),
    targetUser: t.relation('targetUser', { nullable: true }),
    details: t.expose('details', { type: 'JSON', nullable: true }),
    ...contentFields(t),
    appealStatus: t.field({
      type: AppealStatusEnum,
      nullable: true,
      description: 'The status of the appeal of this action, if there is one.',
      select: { appeal: { select: { status: true } } },
      resolve: (row) => row.appeal?.status ?? null,
    }),
  }),
});

/** Admins' view of an appeal. */
const AdminAppealRef = builder.prismaObject('Appeal', {
  variant: 'ModerationAppeal',
  description: "A member's appeal, as admins see it.",
  fields: (t) => ({
    appealId: t.exposeInt('id'),
    status: t.expose('status', { type: AppealStatusEnum }),
    text: t.exposeString('text'),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    member: t.relation('user'),
    decidedBy: t.relation('decidedBy', { nullable: true }),
    action: t.relation('action', { type: ModerationLogEntryRef }),
    viewerMayDecide: t.boolean({
      description: 'False when the viewer took the appealed action (or it is their own appeal): another admin must decide.',
      select: { userId: true, action: { select: { actorId: true } } },
      resolve: (row, _a, ctx) => row.userId !== ctx.viewer?.id && row.action.actorId !== ctx.viewer?.id,
    }),
  }),
});

builder.queryFields((t) => ({
  moderationDashboard: t.field({
    type: ModerationDashboardRef,
    description: 'Admins only: the counts of the admin dashboard.',
    resolve: (_root, _args, ctx) => moderationDashboard(ctx),
  }),
  moderationLog: t.prismaConnection({
    type: ModerationLogEntryRef,
    cursor: 'id',
    ...pageSizes(30, 100),
    description: 'Admins only: the moderation log, newest first.',
    args: {
      type: t.arg({ type: ModerationActionTypeEnum, description: 'Only actions of this type.' }),
      targetUserId: t.arg.id({ description: 'Only actions concerning this member (User id or numeric id).' }),
    },
    resolve: (query, _root, args, ctx) => {
      const { where, orderBy } = moderationLogQuery(ctx, {
        type: args.type ?? undefined,
        targetUserId: args.targetUserId ? intIdOf(String(args.targetUserId), 'User') : null,
      });
      return ctx.db.moderationAction.findMany({ ...query, where, orderBy });
    },
  }),
  myModerationActions: t.prismaConnection({
    type: AccountActionRef,
    cursor: 'id',
    ...pageSizes(30, 100),
    description: "The actions taken on the viewer's account and content, newest first, with reasons and appeals. Login required.",
    resolve: (query, _root, _args, ctx) => {
      const { where, orderBy } = accountActionsQuery(ctx);
      return ctx.db.moderationAction.findMany({ ...query, where, orderBy });
    },
  }),
  moderationAppeals: t.prismaConnection({
    type: AdminAppealRef,
    cursor: 'id',
    description: 'Admins only: appeals with a status (default PENDING: oldest first; decided ones newest first).',
    args: { status: t.arg({ type: AppealStatusEnum }) },
    resolve: (query, _root, args, ctx) => {
      const { where, orderBy } = appealsQuery(ctx, { status: args.status ?? undefined });
      return ctx.db.appeal.findMany({ ...query, where, orderBy });
    },
    totalCount: (_c, args, ctx) => ctx.db.appeal.count({ where: appealsQuery(ctx, { status: args.status ?? undefined }).where }),
  }),
  adminMemberSearch: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    ...pageSizes(MEMBER_SEARCH_MAX_RESULTS, MEMBER_SEARCH_MAX_RESULTS),
    description:
      'Admins only: members whose username, email or display name contains the text (at least 2 characters), by username; without a text, the members who joined in the last 7 days, newest first.',
    args: { query: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const found = memberSearchQuery(ctx, { query: args.query });
      if (!found) return [];
      return ctx.db.user.findMany({ ...query, where: found.where, orderBy: found.orderBy });
    },
  }),
  banAppeal: t.field({
    type: BanAppealRef,
    description: 'No login: the ban an appeal link (from the login refusal) is about, and the appeal made with it.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => banAppealStatus(ctx, { token: args.token }),
  }),
}));

// Admins see a member's email in the search results (to tell accounts apart).
builder.prismaObjectField('User', 'emailForAdmins', (t) =>
  t.string({
    nullable: true,
    description: "The member's email; null unless the viewer is an admin.",
    select: { email: true },
    resolve: (user, _a, ctx) => (ctx.viewer && (ctx.viewer.role === 'ADMIN' || ctx.viewer.role === 'GODMIN') ? user.email : null),
  }),
);

type BanAppealShape = Awaited<ReturnType<typeof banAppealStatus>>;
const BanAppealAppealRef = builder
  .objectRef<NonNullable<BanAppealShape['appeal']>>('BanAppealAppeal')
  .implement({
    fields: (t) => ({
      appealId: t.exposeInt('id'),
      status: t.field({ type: AppealStatusEnum, resolve: (a) => a.status }),
      text: t.exposeString('text'),
      decisionReason: t.exposeString('decisionReason', { nullable: true }),
      decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });
const BanAppealRef = builder.objectRef<BanAppealShape>('BanAppeal').implement({
  fields: (t) => ({
    banType: t.field({ type: BanTypeForAppealEnum, resolve: (b) => b.banType }),
    reason: t.exposeString('reason'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: permanent.' }),
    liftedAt: t.expose('liftedAt', { type: 'DateTime', nullable: true }),
    appealDeadline: t.expose('appealDeadline', { type: 'DateTime' }),
    appeal: t.field({ type: BanAppealAppealRef, nullable: true, resolve: (b) => b.appeal }),
  }),
});

// ─── Mutations ───

const SubmitAppealInput = builder.inputType('SubmitAppealInput', {
  fields: (t) => ({ actionId: t.int({ required: true, description: 'AccountAction.actionId' }), text: t.string({ required: true }) }),
});
const SubmitBanAppealInput = builder.inputType('SubmitBanAppealInput', {
  fields: (t) => ({ token: t.string({ required: true, description: "The appeal link's token." }), text: t.string({ required: true }) }),
});
const DecideAppealInput = builder.inputType('DecideAppealInput', {
  fields: (t) => ({
    appealId: t.int({ required: true }),
    overturn: t.boolean({ required: true, description: 'true: the action is undone; false: it stands.' }),
    reason: t.string({ required: true, description: 'The written reason the member reads.' }),
  }),
});

const SubmitAppealPayload = builder.objectRef<{ appealId: number; actionId: number }>('SubmitAppealPayload').implement({
  fields: (t) => ({
    appeal: t.prismaField({
      type: MyAppealRef,
      resolve: (query, p, _a, ctx) => ctx.db.appeal.findUniqueOrThrow({ ...query, where: { id: p.appealId } }),
    }),
    action: t.prismaField({
      type: AccountActionRef,
      nullable: true,
      description: 'The appealed action, now with its appeal (null for an appeal made through a link, without a session).',
      resolve: (query, p, _a, ctx) => (ctx.viewer ? ctx.db.moderationAction.findUnique({ ...query, where: { id: p.actionId } }) : null),
    }),
  }),
});

const DecideAppealPayload = builder.objectRef<{ appealId: number }>('DecideAppealPayload').implement({
  fields: (t) => ({
    appeal: t.prismaField({
      type: AdminAppealRef,
      resolve: (query, p, _a, ctx) => ctx.db.appeal.findUniqueOrThrow({ ...query, where: { id: p.appealId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  submitAppeal: t.field({
    type: SubmitAppealPayload,
    description: 'Appeals a warning, content removal or ban on your account, once, within 14 days. Login required.',
    args: { input: t.arg({ type: SubmitAppealInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const appeal = await submitAppeal(ctx, { actionId: input.actionId, text: input.text });
      return { appealId: appeal.id, actionId: appeal.actionId };
    },
  }),
  submitBanAppeal: t.field({
    type: SubmitAppealPayload,
    description: 'No login: a banned member appeals their ban with the token of the link their login refusal carried.',
    args: { input: t.arg({ type: SubmitBanAppealInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const appeal = await submitBanAppeal(ctx, { token: input.token, text: input.text });
      return { appealId: appeal.id, actionId: appeal.actionId };
    },
  }),
  decideAppeal: t.field({
    ...adminAction(),
    type: DecideAppealPayload,
    description: 'Admins only (not the admin who acted): uphold or overturn an appeal, with a reason the member reads.',
    args: { input: t.arg({ type: DecideAppealInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const appeal = await decideAppeal(ctx, { appealId: input.appealId, overturn: input.overturn, reason: input.reason });
      return { appealId: appeal.id };
    },
  }),
}));
