// User reports (spec §3 "User report", §4 report status, §7 User moderation; content spec §5
// "Report user", §8 "User actions"): a member reports another member with a reason from the
// server's list and optional details ('other' needs details); admins work the queue: assign to
// themselves, move to in review, resolve (upheld) or dismiss with resolution notes. Every status
// change and assignment is written to the moderation log in its own transaction, and a report's
// history is read from those rows. Closing is one conditional UPDATE, so concurrent decisions
// close a report once; the second is told so (409).
//
// Privacy: the reported member never learns who reported them. The reporter is stored on the
// report only and shown to admins only: never in a log row (they name the reported member for the
// admins' per-member log, and the member's own view of the log leaves report rows out: logRead.ts),
// a notification, nor any field the reported member can reach. The reporter hears the outcome of
// a closed report (ADMIN_ACTION, without the moderator's name or the internal notes).
import type { Ctx } from '../../context.ts';
import type { Prisma, ReportStatus, UserReport } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { intIdOf } from '../../lib/ids.ts';
import { readOffsetPaging } from '../../lib/wholeNumber.ts';
import { isAdmin, requireViewer } from '../auth/session.ts';
import { announceNotifications, createNotifications, type NotificationDraft } from '../notifications/notify.ts';
import { actorName } from '../notifications/sources.ts';
import { recordModerationAction } from './log.ts';
import { announceQueueChange } from './queueEvents.ts';
import { recomputeTrustScore } from './trust.ts';

/** The report reasons (value, label); the web app shows the same list when the server cannot be reached. */
export const REPORT_REASONS = [
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'spam', label: 'Spam or scams' },
  { value: 'hate_speech', label: 'Hate speech or discrimination' },
  { value: 'threats', label: 'Threats or violence' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'inappropriate_content', label: 'Inappropriate content' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const REPORT_DETAILS_MAX = 1000;
export const RESOLUTION_NOTES_MAX = 2000;
export const REPORT_PAGE_DEFAULT = 50;

export const reportMessages = {
  loginRequired: 'You must be logged in to report users.',
  invalidUser: 'Invalid user to report.',
  reasonRequired: 'Please select or enter a reason for reporting.',
  detailsRequired: 'Please provide details for your report.',
  unknownReason: 'Please choose one of the listed reasons.',
  self: 'You cannot report yourself.',
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX} characters.`,
  created: 'Thank you for your report. Our moderators will review it.',
  alreadyReported: 'You have already reported this member. Our moderators will review your report.',
  adminOnly: 'Only admins can review user reports.',
  notFound: 'Report not found',
  statusRequired: 'Please choose a status: open, reviewing, resolved or dismissed.',
  notesTooLong: `Resolution notes must be at most ${RESOLUTION_NOTES_MAX} characters.`,
  alreadyClosed: (status: 'RESOLVED' | 'DISMISSED') =>
    `This report was already ${status === 'RESOLVED' ? 'resolved' : 'dismissed'} by another moderator. Reload to see the decision.`,
  changedMeanwhile: 'Another moderator changed this report just now. Reload it and try again.',
  closedNoAssign: 'This report is closed; it can no longer be assigned.',
  limit: (what: string) => `${what} must be a whole number`,
} as const;

export const OPEN_STATUSES = ['OPEN', 'REVIEWING'] as const satisfies readonly ReportStatus[];
const isClosed = (status: ReportStatus): status is 'RESOLVED' | 'DISMISSED' => status === 'RESOLVED' || status === 'DISMISSED';

/** The label of a reason value (the value itself for reasons no longer listed). */
export const reasonLabel = (value: string) => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

/** The REST and GraphQL spelling of a status: open, reviewing (in review), resolved, dismissed. */
export const restReportStatus = (status: ReportStatus) => status.toLowerCase() as 'open' | 'reviewing' | 'resolved' | 'dismissed';

/** Reads a status as sent: OPEN / open, REVIEWING / reviewing / in_review / "in review", RESOLVED, DISMISSED. */
export function readReportStatus(value: unknown): ReportStatus | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (text === 'IN_REVIEW') return 'REVIEWING';
  return text === 'OPEN' || text === 'REVIEWING' || text === 'RESOLVED' || text === 'DISMISSED' ? text : null;
}

function readReason(value: unknown): ReportReason | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new DomainError('VALIDATION', reportMessages.unknownReason);
  const text = value.trim().toLowerCase();
  if (!text) return null;
  const found = REPORT_REASONS.find((r) => r.value === text || r.label.toLowerCase() === text);
  if (!found) throw new DomainError('VALIDATION', reportMessages.unknownReason);
  return found.value;
}

function readText(value: unknown, max: number, tooLong: string, what: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new DomainError('VALIDATION', `${what} must be text.`);
  const text = value.trim();
  if (!text) return null;
  if ([...text].length > max) throw new DomainError('VALIDATION', tooLong);
  return text;
}

function readReportedUserId(value: unknown): number {
  if (typeof value !== 'string' && typeof value !== 'number') throw new DomainError('VALIDATION', reportMessages.invalidUser);
  try {
    return intIdOf(value, 'User');
  } catch {
    throw new DomainError('VALIDATION', reportMessages.invalidUser);
  }
}

function readReportId(value: unknown): number {
  if (typeof value !== 'string' && typeof value !== 'number') throw new DomainError('NOT_FOUND', reportMessages.notFound);
  try {
    return intIdOf(value, 'UserReport');
  } catch {
    throw new DomainError('NOT_FOUND', reportMessages.notFound);
  }
}

/** Admins only, with the reports' own wording for members. */
export function requireReportAdmin(ctx: Ctx) {
  const viewer = requireViewer(ctx);
  if (!isAdmin(viewer)) throw new DomainError('FORBIDDEN', reportMessages.adminOnly);
  return viewer;
}

// ───────────────────────────── Filing a report ─────────────────────────────

export interface ReportUserInput {
  /** The reported member: a numeric id (REST) or a User global id (GraphQL). */
  userId: unknown;
  /** One of REPORT_REASONS (value or label); 'other' when absent and details are given. */
  reason?: unknown;
  details?: unknown;
}

export interface ReportUserResult {
  report: UserReport;
  /** False when the member already had an open report on this person: that one is answered. */
  created: boolean;
  message: string;
}

/** Serialises one reporter's reports on one member, so a double submit files one report. */
const REPORT_LOCK_KEY = 1001;

export async function reportUser(ctx: Ctx, input: ReportUserInput): Promise<ReportUserResult> {
  if (!ctx.viewer) throw ctx.authFailure ?? new DomainError('UNAUTHENTICATED', reportMessages.loginRequired);
  const viewer = ctx.viewer;
  if (input.userId === undefined || input.userId === null || input.userId === '') throw new DomainError('VALIDATION', reportMessages.invalidUser);
  const targetId = readReportedUserId(input.userId);
  const details = readText(input.details, REPORT_DETAILS_MAX, reportMessages.detailsTooLong, 'Details');
  let reason = readReason(input.reason);
  if (!reason && !details) throw new DomainError('VALIDATION', reportMessages.reasonRequired);
  reason ??= 'other';
  if (reason === 'other' && !details) throw new DomainError('VALIDATION', reportMessages.detailsRequired);
  if (targetId === viewer.id) throw new DomainError('VALIDATION', reportMessages.self);
  const target = await ctx.db.user.findUnique({ where: { id: targetId }, select: { id: true } });
  if (!target) throw new DomainError('NOT_FOUND', reportMessages.invalidUser);
  await ctx.limits.consume('reportsByUser', String(viewer.id));

  const result = await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REPORT_LOCK_KEY}::int, hashtext(${`${viewer.id}:${target.id}`}))`;
    const existing = await tx.userReport.findFirst({
      where: { reporterId: viewer.id, targetUserId: target.id, status: { in: [...OPEN_STATUSES] } },
      orderBy: { id: 'desc' },
    });
    if (existing) return { report: existing, created: false };
    const report = await tx.userReport.create({ data: { reporterId: viewer.id, targetUserId: target.id, reason, details } });
    return { report, created: true };
  });
  if (result.created) announceQueueChange(ctx, { kind: 'REPORT', id: result.report.id, change: 'CREATED', byAdminId: null });
  return { ...result, message: result.created ? reportMessages.created : reportMessages.alreadyReported };
}

// ───────────────────────────── Reading reports ─────────────────────────────

/**
 * The one visibility rule of reports: admins read every report; a member reads the reports they
 * filed (never those about them, never who else reported anyone); guests none.
 */
export function visibleReportsWhere(viewer: Ctx['viewer']): Prisma.UserReportWhereInput {
  if (isAdmin(viewer)) return {};
  return { reporterId: viewer?.id ?? -1 };
}

export interface ListReportsInput {
  status?: unknown;
  /** Admins: only reports about this member (numeric id or User global id). */
  reportedUserId?: unknown;
  limit?: unknown;
  offset?: unknown;
}

export interface ReportFilter {
  where: Prisma.UserReportWhereInput;
  orderBy: Prisma.UserReportOrderByWithRelationInput[];
}

/** The where and order of a report list for the viewer (shared by REST and the GraphQL connection). */
export function reportFilter(ctx: Ctx, input: Pick<ListReportsInput, 'status' | 'reportedUserId'>): ReportFilter {
  const viewer = requireViewer(ctx);
  const where: Prisma.UserReportWhereInput = { ...visibleReportsWhere(viewer) };
  if (input.status !== undefined && input.status !== null && input.status !== '' && input.status !== 'all') {
    const status = readReportStatus(input.status);
    if (!status) throw new DomainError('VALIDATION', reportMessages.statusRequired);
    where.status = status;
  }
  if (input.reportedUserId !== undefined && input.reportedUserId !== null && input.reportedUserId !== '') {
    if (!isAdmin(viewer)) throw new DomainError('FORBIDDEN', reportMessages.adminOnly);
    where.targetUserId = readReportedUserId(input.reportedUserId);
  }
  // Newest first. Each order has its index: (status, createdAt), (targetUserId, createdAt), the id.
  const orderBy: Prisma.UserReportOrderByWithRelationInput[] =
    where.status || where.targetUserId ? [{ createdAt: 'desc' }, { id: 'desc' }] : [{ id: 'desc' }];
  return { where, orderBy };
}

/** Admin fields of a report: the members involved, the assignee, the decider and the history. */
export const adminReportInclude = {
  reporter: { select: { id: true, username: true, displayName: true } },
  targetUser: { select: { id: true, username: true, displayName: true } },
  assignedTo: { select: { id: true, username: true, displayName: true } },
  resolvedBy: { select: { id: true, username: true, displayName: true } },
  moderationActions: {
    where: { type: { in: ['REPORT_STATUS', 'REPORT_ASSIGN'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { actor: { select: { id: true, username: true, displayName: true } } },
  },
} as const satisfies Prisma.UserReportInclude;

/** What a reporter reads of their own report: the member they reported, nothing of the admins' work. */
export const memberReportInclude = {
  targetUser: { select: { id: true, username: true, displayName: true } },
} as const satisfies Prisma.UserReportInclude;

export type AdminReportRow = Prisma.UserReportGetPayload<{ include: typeof adminReportInclude }>;
export type MemberReportRow = Prisma.UserReportGetPayload<{ include: typeof memberReportInclude }>;

export type ReportPage =
  | { admin: true; reports: AdminReportRow[]; total: number; limit: number; offset: number }
  | { admin: false; reports: MemberReportRow[]; total: number; limit: number; offset: number };

/** GET /user-moderation/reports: admins every report (filters: status, reported member); members their own. */
export async function listReports(ctx: Ctx, input: ListReportsInput): Promise<ReportPage> {
  const { limit, offset } = readOffsetPaging(input, REPORT_PAGE_DEFAULT);
  const { where, orderBy } = reportFilter(ctx, input);
  const admin = isAdmin(ctx.viewer);
  const [reports, total] = await Promise.all([
    ctx.db.userReport.findMany({ where, orderBy, take: limit, skip: offset, include: admin ? adminReportInclude : memberReportInclude }),
    ctx.db.userReport.count({ where }),
  ]);
  return admin
    ? { admin: true, reports: reports as AdminReportRow[], total, limit, offset }
    : { admin: false, reports: reports as MemberReportRow[], total, limit, offset };
}

/** One report for an admin (after an update), with everything the queue shows. */
export function readAdminReport(ctx: Ctx, id: number): Promise<AdminReportRow> {
  return ctx.db.userReport.findUniqueOrThrow({ where: { id }, include: adminReportInclude });
}

// ───────────────────────────── Working a report (admins) ─────────────────────────────

export interface UpdateReportInput {
  /** The report: numeric id (REST) or UserReport global id (GraphQL). */
  reportId: unknown;
  status: unknown;
  resolutionNotes?: unknown;
}

const statusWords: Record<ReportStatus, string> = { OPEN: 'open', REVIEWING: 'in review', RESOLVED: 'resolved', DISMISSED: 'dismissed' };

/** The member a notification or log names (the reporter already knows whom they reported). */
const memberName = (user: { username: string | null; displayName: string | null }) =>
  user.username ? `@${user.username}` : actorName(user);

/** The reporter's ADMIN_ACTION about the outcome: no moderator name, no internal notes. */
function outcomeDraft(report: { id: number; reporterId: number | null }, status: 'RESOLVED' | 'DISMISSED', target: { username: string | null; displayName: string | null }): NotificationDraft[] {
  if (report.reporterId === null) return [];
  const who = memberName(target);
  return [
    {
      userId: report.reporterId,
      type: 'ADMIN_ACTION',
      content:
        status === 'RESOLVED'
          ? `Your report about ${who} was reviewed and upheld: our moderators took action. Thank you for helping keep the community safe.`
          : `Your report about ${who} was reviewed and dismissed: our moderators found no violation of the community rules. Thank you for telling us.`,
      actorId: null,
      data: { action: status === 'RESOLVED' ? 'report_resolved' : 'report_dismissed', target: 'report', reportId: report.id, outcome: restReportStatus(status) },
    },
  ];
}

/**
 * PATCH / PUT /user-moderation/reports/{id} and updateUserReport: an admin sets the status
 * (open, reviewing, resolved, dismissed) with optional resolution notes. Closed reports are final.
 * The change is one conditional UPDATE on the status read, so of concurrent changes one wins and
 * the others get 409; its log row, the reporter's notification and (upheld) the reported member's
 * trust score are written in the same transaction.
 */
export async function updateReport(ctx: Ctx, input: UpdateReportInput): Promise<AdminReportRow> {
  const admin = requireReportAdmin(ctx);
  const id = readReportId(input.reportId);
  const status = readReportStatus(input.status);
  if (!status) throw new DomainError('VALIDATION', reportMessages.statusRequired);
  const notes = readText(input.resolutionNotes, RESOLUTION_NOTES_MAX, reportMessages.notesTooLong, 'Resolution notes');

  const notifications = await ctx.db.$transaction(async (tx) => {
    const report = await tx.userReport.findUnique({
      where: { id },
      include: { targetUser: { select: { username: true, displayName: true } } },
    });
    if (!report) throw new DomainError('NOT_FOUND', reportMessages.notFound);
    if (isClosed(report.status)) throw new DomainError('CONFLICT', reportMessages.alreadyClosed(report.status));
    const closing = isClosed(status);
    const { count } = await tx.userReport.updateMany({
      where: { id, status: report.status },
      data: {
        status,
        ...(notes !== null ? { resolutionNotes: notes } : {}),
        ...(closing ? { resolvedById: admin.id, resolvedAt: new Date() } : {}),
      },
    });
    if (count !== 1) {
      const now = await tx.userReport.findUnique({ where: { id }, select: { status: true } });
      throw new DomainError('CONFLICT', now && isClosed(now.status) ? reportMessages.alreadyClosed(now.status) : reportMessages.changedMeanwhile);
    }
    await recordModerationAction(tx, {
      type: 'REPORT_STATUS',
      actorId: admin.id,
      targetUserId: report.targetUserId,
      reportId: id,
      reason: notes ?? (status === report.status ? 'Notes updated' : `Report ${statusWords[status]}`),
      details: { from: restReportStatus(report.status), to: restReportStatus(status), ...(notes !== null ? { notes } : {}) },
    });
    if (status === 'RESOLVED') await recomputeTrustScore(tx, report.targetUserId, 'A report about the member was upheld');
    return closing && report.reporterId !== admin.id ? createNotifications(tx, outcomeDraft(report, status, report.targetUser)) : [];
  });
  announceQueueChange(ctx, { kind: 'REPORT', id, change: 'UPDATED', byAdminId: admin.id });
  await announceNotifications(ctx, notifications);
  return readAdminReport(ctx, id);
}

export interface AssignReportInput {
  reportId: unknown;
  /** True (default): assign to the acting admin ("assign to me"); false: nobody. */
  assign?: boolean;
}

/** "Assign to me" (or unassign) on an open or in-review report, logged as REPORT_ASSIGN. */
export async function assignReport(ctx: Ctx, input: AssignReportInput): Promise<AdminReportRow> {
  const admin = requireReportAdmin(ctx);
  const id = readReportId(input.reportId);
  const assigneeId = input.assign === false ? null : admin.id;
  const changed = await ctx.db.$transaction(async (tx) => {
    const report = await tx.userReport.findUnique({ where: { id }, select: { id: true, status: true, assignedToId: true, targetUserId: true } });
    if (!report) throw new DomainError('NOT_FOUND', reportMessages.notFound);
    if (isClosed(report.status)) throw new DomainError('CONFLICT', reportMessages.closedNoAssign);
    if (report.assignedToId === assigneeId) return false;
    const { count } = await tx.userReport.updateMany({
      where: { id, assignedToId: report.assignedToId, status: { in: [...OPEN_STATUSES] } },
      data: { assignedToId: assigneeId },
    });
    if (count !== 1) throw new DomainError('CONFLICT', reportMessages.changedMeanwhile);
    await recordModerationAction(tx, {
      type: 'REPORT_ASSIGN',
      actorId: admin.id,
      targetUserId: report.targetUserId,
      reportId: id,
      reason: assigneeId === null ? 'Unassigned' : 'Assigned to themselves',
      details: { fromAssigneeId: report.assignedToId, toAssigneeId: assigneeId },
    });
    return true;
  });
  if (changed) announceQueueChange(ctx, { kind: 'REPORT', id, change: 'UPDATED', byAdminId: admin.id });
  return readAdminReport(ctx, id);
}

/** A report the viewer may read (the filer or an admin), or null. */
export function findVisibleReport(ctx: Ctx, id: number) {
  return ctx.db.userReport.findFirst({ where: { id, ...visibleReportsWhere(ctx.viewer) } });
}
