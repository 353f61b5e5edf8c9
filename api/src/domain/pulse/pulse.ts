// Worker Pulse (behind FEATURE_WORKER_PULSE): one anonymous question a week, from the catalogue
// in questions.json, picked by the week (Monday, UTC). A member with a verified email answers
// once a week. The answer (PulseAnswer: week and option, a random id, no member, no time) and
// the fact that they answered (PulseParticipation: week and member) are written in one
// transaction and never joined. Results show to those who answered, and only from
// PULSE_RESULTS_MINIMUM answers on: a handful of answers could point to the people behind them.
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireVerifiedViewer } from '../auth/session.ts';
import questionsJson from './questions.json' with { type: 'json' };

export interface PulseQuestion {
  readonly question: string;
  readonly options: readonly string[];
}

export const pulseQuestions: readonly PulseQuestion[] = questionsJson;

/** Results stay hidden until this many members answered the week's question. */
export const PULSE_RESULTS_MINIMUM = 5;

export const pulseMessages = {
  disabled: 'Worker Pulse is not enabled',
  alreadyAnswered: "You already answered this week's pulse. A new question comes every Monday.",
  invalidOption: 'Please choose one of the answers',
} as const;

const DAY_MS = 86_400_000;
/** A Monday (1970-01-05), from which weeks are counted to pick the question. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The Monday (00:00 UTC) of the ISO week holding `now`. */
export function pulseWeekOf(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The week's question: the catalogue in turn, one a week. */
export function pulseQuestionFor(week: Date, catalogue: readonly PulseQuestion[] = pulseQuestions): PulseQuestion {
  const weeks = Math.round((week.getTime() - FIRST_MONDAY_MS) / (7 * DAY_MS));
  return catalogue[((weeks % catalogue.length) + catalogue.length) % catalogue.length]!;
}

export interface PulseResult {
  option: string;
  count: number;
  /** Whole percent of the answers; the rounding can make them add to 99 or 101. */
  percent: number;
}

export interface PulseView {
  /** The week's Monday (UTC). */
  week: Date;
  question: string;
  options: readonly string[];
  answerCount: number;
  /** Null for guests. */
  viewerAnswered: boolean | null;
  /** Only for a member who answered, and only from PULSE_RESULTS_MINIMUM answers. */
  results: PulseResult[] | null;
  resultsMinimum: number;
}

function requireEnabled(ctx: Ctx): void {
  if (!ctx.config.features.workerPulse) throw new DomainError('NOT_FOUND', pulseMessages.disabled);
}

/** The counts per option, as results (each option listed, zero when nobody chose it). */
export function pulseResults(options: readonly string[], counts: ReadonlyMap<number, number>): PulseResult[] {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return options.map((option, index) => {
    const count = counts.get(index) ?? 0;
    return { option, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}

async function readPulse(ctx: Ctx, db: Prisma.TransactionClient, week: Date): Promise<PulseView> {
  const { question, options } = pulseQuestionFor(week);
  const viewer = ctx.viewer;
  const [groups, participation] = await Promise.all([
    db.pulseAnswer.groupBy({ by: ['optionIndex'], where: { week }, _count: { _all: true } }),
    viewer ? db.pulseParticipation.findUnique({ where: { week_userId: { week, userId: viewer.id } }, select: { week: true } }) : null,
  ]);
  const counts = new Map(groups.map((g) => [g.optionIndex, g._count._all]));
  const answerCount = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const answered = viewer ? participation !== null : null;
  return {
    week,
    question,
    options,
    answerCount,
    viewerAnswered: answered,
    results: answered && answerCount >= PULSE_RESULTS_MINIMUM ? pulseResults(options, counts) : null,
    resultsMinimum: PULSE_RESULTS_MINIMUM,
  };
}

/** GET /pulse/current, query workerPulse: this week's question, and the results when they may show. */
export async function currentPulse(ctx: Ctx): Promise<PulseView> {
  requireEnabled(ctx);
  return readPulse(ctx, ctx.db, pulseWeekOf(new Date()));
}

export interface AnswerPulseInput {
  /** The chosen option, 0 first. */
  optionIndex: unknown;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError ? error.code === 'P2002' : (error as { code?: string } | null)?.code === 'P2002';

/** POST /pulse/current/answer, mutation answerWorkerPulse: the viewer's one answer this week. */
export async function answerPulse(ctx: Ctx, input: AnswerPulseInput): Promise<PulseView> {
  requireEnabled(ctx);
  const viewer = requireVerifiedViewer(ctx);
  const week = pulseWeekOf(new Date());
  const { options } = pulseQuestionFor(week);
  const parsed = z
    .number()
    .int()
    .min(0)
    .max(options.length - 1)
    .safeParse(input.optionIndex);
  if (!parsed.success) throw new DomainError('VALIDATION', pulseMessages.invalidOption);
  try {
    // Participation first: a second answer (even a concurrent one) fails on its key and the
    // transaction takes its answer back with it.
    await ctx.db.$transaction([
      ctx.db.pulseParticipation.create({ data: { week, userId: viewer.id } }),
      ctx.db.pulseAnswer.create({ data: { week, optionIndex: parsed.data } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', pulseMessages.alreadyAnswered);
    throw error;
  }
  return readPulse(ctx, ctx.db, week);
}
