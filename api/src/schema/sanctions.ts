// Bans, warnings, trust score, can-interact and the moderation summary over GraphQL. Rules:
// domain/moderation/{bans,warnings,trust,standing}.ts (the same as /api/user-moderation).
import { builder } from '../builder.ts';
import { adminAction, adminOnly, ownOrAdmin } from './authScopes.ts';
import { requireAdmin } from '../domain/auth/session.ts';
import { activeBanWhere, banUser, BANS_PAGE_SIZE, isBanActive, liftBan } from '../domain/moderation/bans.ts';
import { WARNING_SEVERITY_LABELS } from '../domain/moderation/levels.ts';
import {
  WARNING_TYPES,
  WARNINGS_PAGE_SIZE,
  acknowledgeWarning,
  issueWarning,
  strikeWarning,
  warningTypeLabel,
} from '../domain/moderation/warnings.ts';
import { getTrustScore, setTrustScore, type TrustScoreView } from '../domain/moderation/trust.ts';
import { canInteract, moderationSummary, type CanInteractAnswer, type ModerationSummary } from '../domain/moderation/standing.ts';
import { intIdOf } from '../lib/ids.ts';
import { pageSizes } from '../lib/operationLimits.ts';
import { RoleEnum } from './user.ts';

const BanTypeEnum = builder.enumType('BanType', { values: ['TEMPORARY', 'PERMANENT', 'SHADOW'] as const });
const userIdOf = (id: string | number) => intIdOf(id, 'User');

builder.prismaObject('Ban', {
  description: 'A ban of a member (admins only). The history stays; at most one is active.',
  fields: (t) => ({
    id: t.globalID({ resolve: (b) => ({ type: 'Ban', id: b.id }) }),
    banType: t.field({ type: BanTypeEnum, resolve: (b) => b.banType }),
    reason: t.exposeString('reason'),
    details: t.exposeString('details', { nullable: true }),
    durationHours: t.exposeInt('durationHours', { nullable: true, description: 'TEMPORARY bans: the duration asked for, in hours.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null for PERMANENT and SHADOW bans.' }),
    isActive: t.boolean({ select: { liftedAt: true, expiresAt: true }, resolve: (b) => isBanActive(b) }),
    liftedAt: t.expose('liftedAt', { type: 'DateTime', nullable: true }),
    liftReason: t.exposeString('liftReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.relation('user'),
    issuedBy: t.relation('issuedBy', { nullable: true }),
  }),
});

builder.prismaObject('Warning', {
  description: 'A warning to a member. The member and admins read it; only admins see who issued it.',
  fields: (t) => ({
    id: t.globalID({ resolve: (w) => ({ type: 'Warning', id: w.id }) }),
    warningType: t.exposeString('warningType'),
    warningTypeLabel: t.string({ select: { warningType: true }, resolve: (w) => warningTypeLabel(w.warningType) }),
    reason: t.exposeString('reason'),
    details: t.exposeString('details', { nullable: true }),
    severity: t.exposeInt('severity', { description: '1 Minor, 2 Moderate, 3 Serious, 4 Severe, 5 Critical.' }),
    severityLabel: t.string({
      select: { severity: true },
      resolve: (w) => WARNING_SEVERITY_LABELS[w.severity as 1] ?? String(w.severity),
    }),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    struckAt: t.expose('struckAt', { type: 'DateTime', nullable: true, description: 'Set when overturned: it no longer counts.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    issuedBy: t.relation('issuedBy', { nullable: true, description: 'Admins only; null for the member.', ...adminOnly }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  warnings: t.relatedConnection('warnings', {
    cursor: 'id',
    ...pageSizes(WARNINGS_PAGE_SIZE, 100),
    totalCount: true,
    nullable: true,
    description: "The member's warnings, newest first: the member themself and admins only (null for anyone else).",
    ...ownOrAdmin,
    query: () => ({ orderBy: { id: 'desc' } }),
  }),
  unacknowledgedWarningCount: t.int({
    nullable: true,
    description: 'Warnings not acknowledged nor struck: the member themself and admins only.',
    select: { warnings: { where: { acknowledgedAt: null, struckAt: null }, select: { id: true } } },
    ...ownOrAdmin,
    resolve: (user) => user.warnings.length,
  }),
}));

const TrustScoreRef = builder.objectRef<TrustScoreView>('TrustScore').implement({
  fields: (t) => ({
    trustScore: t.exposeInt('trustScore', { nullable: true, description: '0 to 1000; null: not scored yet.' }),
    level: t.exposeString('level', { description: "Excellent, Good, Fair, Poor, Very Poor, or 'N/A'." }),
    isOverride: t.exposeBoolean('isOverride', { description: "True while an admin's override holds the score." }),
    user: t.prismaField({ type: 'User', resolve: (query, v, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: v.userId } }) }),
  }),
});

const CanInteractReasonEnum = builder.enumType('CanInteractReason', {
  values: ['self', 'blocked', 'blocked_by_user', 'user_banned', 'messages_disabled'] as const,
});
const CanInteractRef = builder.objectRef<CanInteractAnswer>('CanInteract').implement({
  fields: (t) => ({
    canInteract: t.exposeBoolean('canInteract'),
    reason: t.field({ type: CanInteractReasonEnum, nullable: true, resolve: (a) => a.reason }),
  }),
});

const WarningTypeOptionRef = builder.objectRef<{ value: string; label: string }>('WarningTypeOption').implement({
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
});

type S = ModerationSummary;
const SummaryUserRef = builder.objectRef<S['user']>('ModerationSummaryUser').implement({
  fields: (t) => ({
    userId: t.exposeInt('id'),
    username: t.exposeString('username', { nullable: true }),
    displayName: t.exposeString('displayName', { nullable: true }),
    role: t.field({ type: RoleEnum, resolve: (u) => u.role }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    emailVerified: t.exposeBoolean('emailVerified'),
  }),
});
const SummaryWarningRef = builder.objectRef<S['warnings']['recent'][number]>('ModerationSummaryWarning').implement({
  fields: (t) => ({
    warningId: t.exposeInt('id'),
    warningType: t.exposeString('warningType'),
    reason: t.exposeString('reason'),
    details: t.exposeString('details', { nullable: true }),
    severity: t.exposeInt('severity'),
    severityLabel: t.exposeString('severityLabel'),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    struckAt: t.expose('struckAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const SummaryWarningsRef = builder.objectRef<S['warnings']>('ModerationSummaryWarnings').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    active: t.exposeInt('active', { description: 'Not struck.' }),
    unacknowledged: t.exposeInt('unacknowledged'),
    recent: t.field({ type: [SummaryWarningRef], resolve: (w) => w.recent }),
  }),
});
const SummaryBanRef = builder.objectRef<S['bans']['recent'][number]>('ModerationSummaryBan').implement({
  fields: (t) => ({
    banId: t.exposeInt('id'),
    banType: t.field({ type: BanTypeEnum, resolve: (b) => b.banType }),
    reason: t.exposeString('reason'),
    details: t.exposeString('details', { nullable: true }),
    durationHours: t.exposeInt('durationHours', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    liftedAt: t.expose('liftedAt', { type: 'DateTime', nullable: true }),
    liftReason: t.exposeString('liftReason', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const SummaryBansRef = builder.objectRef<S['bans']>('ModerationSummaryBans').implement({
  fields: (t) => ({ total: t.exposeInt('total'), recent: t.field({ type: [SummaryBanRef], resolve: (b) => b.recent }) }),
});
const SummaryActiveBanRef = builder.objectRef<NonNullable<S['activeBan']>>('ModerationSummaryActiveBan').implement({
  fields: (t) => ({
    banId: t.exposeInt('id'),
    banType: t.field({ type: BanTypeEnum, resolve: (b) => b.banType }),
    reason: t.exposeString('reason'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: permanent or shadow.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const SummaryReportsRef = builder.objectRef<S['reports']>('ModerationSummaryReports').implement({
  fields: (t) => ({
    against: t.exposeInt('against'),
    againstOpen: t.exposeInt('againstOpen', { description: 'Open or in review.' }),
    againstUpheld: t.exposeInt('againstUpheld'),
    filed: t.exposeInt('filed'),
  }),
});
const SummaryFlagsRef = builder.objectRef<S['flags']>('ModerationSummaryFlags').implement({
  fields: (t) => ({
    againstContent: t.exposeInt('againstContent'),
    againstContentOpen: t.exposeInt('againstContentOpen'),
    againstContentUpheld: t.exposeInt('againstContentUpheld'),
    filed: t.exposeInt('filed'),
  }),
});
const SummaryActionRef = builder.objectRef<S['recentActions'][number]>('ModerationSummaryAction').implement({
  fields: (t) => ({
    actionId: t.exposeInt('id'),
    type: t.exposeString('type'),
    reason: t.exposeString('reason'),
    actorUsername: t.exposeString('actorUsername', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const ModerationSummaryRef = builder.objectRef<S>('ModerationSummary').implement({
  description: "A member's moderation record for admins.",
  fields: (t) => ({
    user: t.field({ type: SummaryUserRef, resolve: (s) => s.user }),
    member: t.prismaField({
      type: 'User',
      description: 'The member as a User (for fragments).',
      resolve: (query, s, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: s.user.id } }),
    }),
    trustScore: t.exposeInt('trustScore', { nullable: true }),
    trustLevel: t.exposeString('trustLevel'),
    trustScoreOverride: t.exposeInt('trustScoreOverride', { nullable: true }),
    warnings: t.field({ type: SummaryWarningsRef, resolve: (s) => s.warnings }),
    bans: t.field({ type: SummaryBansRef, resolve: (s) => s.bans }),
    activeBan: t.field({ type: SummaryActiveBanRef, nullable: true, resolve: (s) => s.activeBan }),
    isShadowBanned: t.exposeBoolean('isShadowBanned'),
    reports: t.field({ type: SummaryReportsRef, resolve: (s) => s.reports }),
    flags: t.field({ type: SummaryFlagsRef, resolve: (s) => s.flags }),
    recentActions: t.field({ type: [SummaryActionRef], resolve: (s) => s.recentActions }),
  }),
});

builder.queryFields((t) => ({
  bans: t.prismaConnection({
    type: 'Ban',
    cursor: 'id',
    ...pageSizes(BANS_PAGE_SIZE, 100),
    description: 'Bans, newest first (admins only). active: only active bans.',
    args: { active: t.arg.boolean() },
    resolve: (query, _root, args, ctx) => {
      requireAdmin(ctx);
      return ctx.db.ban.findMany({ ...query, where: args.active ? activeBanWhere() : {}, orderBy: { id: 'desc' } });
    },
    totalCount: (_c, args, ctx) => {
      requireAdmin(ctx);
      return ctx.db.ban.count({ where: args.active ? activeBanWhere() : {} });
    },
  }),
  moderationSummary: t.field({
    type: ModerationSummaryRef,
    description: "A member's moderation summary (admins only).",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => moderationSummary(ctx, { userId: userIdOf(args.userId) }),
  }),
  trustScore: t.field({
    type: TrustScoreRef,
    description: "A member's trust score: admins, or the member themself.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getTrustScore(ctx, { userId: userIdOf(args.userId) }),
  }),
  canInteract: t.field({
    type: CanInteractRef,
    description: 'Whether the viewer may contact the member (no block either way, not suspended, direct messages allowed).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => canInteract(ctx, { userId: userIdOf(args.userId) }),
  }),
  warningTypes: t.field({
    type: [WarningTypeOptionRef],
    description: 'The kinds of warning (value stored, label shown).',
    resolve: () => [...WARNING_TYPES],
  }),
}));

const BanUserInput = builder.inputType('BanUserInput', {
  fields: (t) => ({
    userId: t.id({ required: true }),
    banType: t.field({ type: BanTypeEnum, required: true }),
    reason: t.string({ required: true }),
    details: t.string(),
    duration: t.int({ description: 'Hours, TEMPORARY only: 1 to 8760.' }),
  }),
});
const LiftBanInput = builder.inputType('LiftBanInput', {
  fields: (t) => ({ userId: t.id({ required: true }), reason: t.string() }),
});
const IssueWarningInput = builder.inputType('IssueWarningInput', {
  fields: (t) => ({
    userId: t.id({ required: true }),
    warningType: t.string({ required: true, description: 'One of warningTypes.value.' }),
    reason: t.string({ required: true }),
    details: t.string(),
    severity: t.int({ description: '1 (Minor) to 5 (Critical); default 1.' }),
  }),
});
const WarningIdInput = builder.inputType('AcknowledgeWarningInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const StrikeWarningInput = builder.inputType('StrikeWarningInput', {
  fields: (t) => ({ id: t.id({ required: true }), reason: t.string({ required: true }) }),
});
const SetTrustScoreInput = builder.inputType('SetTrustScoreInput', {
  fields: (t) => ({
    userId: t.id({ required: true }),
    score: t.int({ description: '0 to 1000; null removes the override.' }),
    reason: t.string({ required: true }),
  }),
});

const BanPayload = builder.objectRef<{ banId: number; userId: number }>('BanPayload').implement({
  fields: (t) => ({
    ban: t.prismaField({ type: 'Ban', resolve: (query, p, _a, ctx) => ctx.db.ban.findUniqueOrThrow({ ...query, where: { id: p.banId } }) }),
    user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
  }),
});
const WarningPayload = builder.objectRef<{ warningId: number; userId: number }>('WarningPayload').implement({
  fields: (t) => ({
    warning: t.prismaField({
      type: 'Warning',
      resolve: (query, p, _a, ctx) => ctx.db.warning.findUniqueOrThrow({ ...query, where: { id: p.warningId } }),
    }),
    user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
  }),
});

builder.mutationFields((t) => ({
  banUser: t.field({
    ...adminAction(),
    type: BanPayload,
    description: 'Admins: ban a member (TEMPORARY with duration in hours, PERMANENT, SHADOW). Replaces an active ban.',
    args: { input: t.arg({ type: BanUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const ban = await banUser(ctx, { ...input, userId: userIdOf(input.userId) });
      return { banId: ban.id, userId: ban.userId };
    },
  }),
  liftBan: t.field({
    ...adminAction(),
    type: BanPayload,
    description: "Admins: lift the member's active ban.",
    args: { input: t.arg({ type: LiftBanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const ban = await liftBan(ctx, { userId: userIdOf(input.userId), reason: input.reason });
      return { banId: ban.id, userId: ban.userId };
    },
  }),
  issueWarning: t.field({
    ...adminAction(),
    type: WarningPayload,
    description: 'Admins: warn a member (they get an admin_action notification without the moderator).',
    args: { input: t.arg({ type: IssueWarningInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const warning = await issueWarning(ctx, { ...input, userId: userIdOf(input.userId) });
      return { warningId: warning.id, userId: warning.userId };
    },
  }),
  acknowledgeWarning: t.field({
    type: WarningPayload,
    description: 'The warned member acknowledges a warning.',
    args: { input: t.arg({ type: WarningIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const warning = await acknowledgeWarning(ctx, { warningId: intIdOf(String(input.id), 'Warning') });
      return { warningId: warning.id, userId: warning.userId };
    },
  }),
  strikeWarning: t.field({
    ...adminAction(),
    type: WarningPayload,
    description: 'Admins: strike a warning (it stays in the history, no longer counts).',
    args: { input: t.arg({ type: StrikeWarningInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const warning = await strikeWarning(ctx, { warningId: intIdOf(String(input.id), 'Warning'), reason: input.reason });
      return { warningId: warning.id, userId: warning.userId };
    },
  }),
  setTrustScore: t.field({
    ...adminAction(),
    type: TrustScoreRef,
    description: "Admins: override a member's trust score with a reason (score null removes the override).",
    args: { input: t.arg({ type: SetTrustScoreInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      setTrustScore(ctx, { userId: userIdOf(input.userId), score: input.score ?? null, reason: input.reason }),
  }),
}));
