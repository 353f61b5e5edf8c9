// UserReport: members report members (reportUser, reportReasons); admins work the queue
// (userReports with history, updateUserReport, assignUserReport). One visibility rule
// (domain/moderation/reports.ts visibleReportsWhere): a report reaches its filer and admins only,
// here and through node(id). Who filed it, who works it, the notes and the history are admins'
// fields: null for anyone else.
import { builder } from '../builder.ts';
import { adminAction, adminOnly } from './authScopes.ts';
import {
  REPORT_REASONS,
  assignReport,
  reasonLabel,
  reportFilter,
  reportUser,
  requireReportAdmin,
  restReportStatus,
  updateReport,
  visibleReportsWhere,
} from '../domain/moderation/reports.ts';

export const UserReportStatusEnum = builder.enumType('UserReportStatus', {
  values: {
    OPEN: { description: 'Filed, nobody has started on it.' },
    REVIEWING: { description: 'In review by an admin.' },
    RESOLVED: { description: 'Upheld: action was taken. Final.' },
    DISMISSED: { description: 'No violation found. Final.' },
  } as const,
});

const ReportReasonRef = builder.objectRef<{ value: string; label: string }>('ReportReason').implement({
  description: 'A reason a member may give for reporting another member.',
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
});

const HistoryActionEnum = builder.enumType('UserReportHistoryAction', { values: ['STATUS_CHANGE', 'ASSIGNMENT'] as const });

const detailsOf = (details: unknown) =>
  (details && typeof details === 'object' && !Array.isArray(details) ? details : {}) as Record<string, unknown>;
const statusOf = (value: unknown) => (typeof value === 'string' ? (value.toUpperCase() as 'OPEN' | 'REVIEWING' | 'RESOLVED' | 'DISMISSED') : null);

/** The report's history: its moderation-log rows (admins only). */
const UserReportHistoryEntryRef = builder.prismaObject('ModerationAction', {
  variant: 'UserReportHistoryEntry',
  description: "One change of a user report (a status change or an assignment), read from the moderation log.",
  fields: (t) => ({
    entryId: t.exposeInt('id'),
    action: t.field({
      type: HistoryActionEnum,
      select: { type: true },
      resolve: (row) => (row.type === 'REPORT_ASSIGN' ? 'ASSIGNMENT' : 'STATUS_CHANGE'),
    }),
    fromStatus: t.field({ type: UserReportStatusEnum, nullable: true, select: { details: true }, resolve: (row) => statusOf(detailsOf(row.details).from) }),
    toStatus: t.field({ type: UserReportStatusEnum, nullable: true, select: { details: true }, resolve: (row) => statusOf(detailsOf(row.details).to) }),
    notes: t.string({
      nullable: true,
      select: { details: true },
      resolve: (row) => {
        const notes = detailsOf(row.details).notes;
        return typeof notes === 'string' ? notes : null;
      },
    }),
    assignedToId: t.int({
      nullable: true,
      description: 'ASSIGNMENT: the numeric id of the new assignee (null: unassigned).',
      select: { details: true },
      resolve: (row) => {
        const id = detailsOf(row.details).toAssigneeId;
        return typeof id === 'number' ? id : null;
      },
    }),
    reason: t.exposeString('reason'),
    actor: t.relation('actor', { nullable: true, description: 'The admin who made the change.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});


export const UserReportRef = builder.prismaNode('UserReport', {
  id: { field: 'id' },
  select: { id: true },
  // node(id) serves a report to its filer and to admins only.
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleReportsWhere(ctx.viewer)] }),
  nullable: true,
  description: 'A report about a member. Its filer sees what they reported and its status; admins see everything.',
  fields: (t) => ({
    reportId: t.exposeInt('id'),
    reason: t.exposeString('reason', { description: 'The reason value (see reportReasons).' }),
    reasonLabel: t.string({ select: { reason: true }, resolve: (r) => reasonLabel(r.reason) }),
    details: t.exposeString('details', { nullable: true }),
    status: t.field({ type: UserReportStatusEnum, select: { status: true }, resolve: (r) => r.status }),
    statusText: t.string({
      description: 'open, reviewing, resolved or dismissed (the REST spelling).',
      select: { status: true },
      resolve: (r) => restReportStatus(r.status),
    }),
    reportedUser: t.relation('targetUser', { description: 'The member the report is about.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true, description: 'When it was resolved or dismissed.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, ...adminOnly }),
    reporter: t.relation('reporter', { nullable: true, ...adminOnly, description: 'Admins only: who filed it (null for anyone else, and when the account is gone).' }),
    assignedTo: t.relation('assignedTo', { nullable: true, ...adminOnly, description: 'Admins only: the admin working on it.' }),
    resolvedBy: t.relation('resolvedBy', { nullable: true, ...adminOnly, description: 'Admins only: the admin who resolved or dismissed it.' }),
    resolutionNotes: t.exposeString('resolutionNotes', { nullable: true, ...adminOnly, description: 'Admins only.' }),
    history: t.relation('moderationActions', {
      type: UserReportHistoryEntryRef,
      nullable: true,
      ...adminOnly,
      description: 'Admins only: every status change and assignment, oldest first.',
      query: { where: { type: { in: ['REPORT_STATUS', 'REPORT_ASSIGN'] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
});

builder.queryFields((t) => ({
  reportReasons: t.field({
    type: [ReportReasonRef],
    description: 'The reasons a member may choose when reporting a member (value and label).',
    resolve: () => REPORT_REASONS.map(({ value, label }) => ({ value, label })),
  }),
  userReports: t.prismaConnection({
    type: 'UserReport',
    cursor: 'id',
    description:
      'User reports, newest first. Admins: every report, filtered by status and reported member. Members: the reports they filed (never reports about them). Login required.',
    args: {
      status: t.arg({ type: UserReportStatusEnum }),
      reportedUserId: t.arg.id({ description: 'Admins only: reports about this member.' }),
    },
    resolve: (query, _root, args, ctx) => {
      const { where, orderBy } = reportFilter(ctx, { status: args.status, reportedUserId: args.reportedUserId });
      return ctx.db.userReport.findMany({ ...query, where, orderBy });
    },
    totalCount: (_c, args, ctx) => ctx.db.userReport.count({ where: reportFilter(ctx, { status: args.status, reportedUserId: args.reportedUserId }).where }),
  }),
}));

const ReportUserPayload = builder
  .objectRef<{ reportId: number; alreadyReported: boolean; message: string }>('ReportUserPayload')
  .implement({
    fields: (t) => ({
      report: t.prismaField({
        type: 'UserReport',
        resolve: (query, p, _a, ctx) => ctx.db.userReport.findUniqueOrThrow({ ...query, where: { id: p.reportId } }),
      }),
      alreadyReported: t.exposeBoolean('alreadyReported', { description: 'True when the viewer already had an open report on this member: that one is answered.' }),
      message: t.exposeString('message'),
    }),
  });

const UserReportPayload = builder.objectRef<{ reportId: number }>('UserReportPayload').implement({
  fields: (t) => ({
    report: t.prismaField({
      type: 'UserReport',
      resolve: (query, p, _a, ctx) => ctx.db.userReport.findUniqueOrThrow({ ...query, where: { id: p.reportId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  reportUser: t.field({
    type: ReportUserPayload,
    description:
      "Reports a member. A reason from reportReasons or details is required; 'other' needs details. A second report while the first is open answers the first.",
    args: {
      input: t.arg({
        type: builder.inputType('ReportUserInput', {
          fields: (f) => ({
            userId: f.id({ required: true, description: 'The member reported.' }),
            reason: f.string({ description: 'A value of reportReasons.' }),
            details: f.string({ description: 'At most 1000 characters.' }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const result = await reportUser(ctx, { userId: input.userId, reason: input.reason, details: input.details });
      return { reportId: result.report.id, alreadyReported: !result.created, message: result.message };
    },
  }),
  updateUserReport: t.field({
    ...adminAction(requireReportAdmin),
    type: UserReportPayload,
    description: 'Admins: sets a report\'s status (resolved and dismissed are final) with optional resolution notes.',
    args: {
      input: t.arg({
        type: builder.inputType('UpdateUserReportInput', {
          fields: (f) => ({
            id: f.id({ required: true }),
            status: f.field({ type: UserReportStatusEnum, required: true }),
            resolutionNotes: f.string({ description: 'At most 2000 characters; admins only read them.' }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => ({
      reportId: (await updateReport(ctx, { reportId: input.id, status: input.status, resolutionNotes: input.resolutionNotes })).id,
    }),
  }),
  assignUserReport: t.field({
    ...adminAction(requireReportAdmin),
    type: UserReportPayload,
    description: 'Admins: "assign to me" (assign true, the default) or unassign (false) an open or in-review report.',
    args: {
      input: t.arg({
        type: builder.inputType('AssignUserReportInput', {
          fields: (f) => ({ id: f.id({ required: true }), assign: f.boolean({ defaultValue: true }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ reportId: (await assignReport(ctx, { reportId: input.id, assign: input.assign !== false })).id }),
  }),
}));
