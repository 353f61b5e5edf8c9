// Poll rules the web client needs (content spec §4 'Poll', §5, §9): the duration choices,
// the poll form's checks with the spec's messages, percentages (rounded, the last option
// takes the remainder) and the momentum threshold.
import { formatCount } from '../../ui/format';

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 5;
export const POLL_OPTION_MAX_LENGTH = 200;
export const POLL_MOMENTUM_THRESHOLD = 25;
export const POLL_RETRY_LIMIT = 3;
export const HOT_POLLS_COUNT = 5;
/** Hot polls refresh every 5 minutes (spec §9). */
export const HOT_POLLS_REFRESH_MS = 5 * 60_000;

export interface DurationChoice {
  hours: number;
  label: string;
  /** What a screen reader says. */
  long: string;
}

export const POLL_DURATIONS: readonly DurationChoice[] = [
  { hours: 1, label: '1h', long: '1 hour' },
  { hours: 6, label: '6h', long: '6 hours' },
  { hours: 12, label: '12h', long: '12 hours' },
  { hours: 24, label: '1d', long: '1 day' },
  { hours: 72, label: '3d', long: '3 days' },
  { hours: 168, label: '7d', long: '7 days (ends at midnight US Eastern time)' },
  { hours: 720, label: '30d', long: '30 days' },
];
export const DEFAULT_POLL_DURATION_HOURS = 24;

export function isPollDuration(hours: number): boolean {
  return POLL_DURATIONS.some((d) => d.hours === hours);
}

export const POLL_FORM_MESSAGES = {
  questionRequired: 'Poll question is required',
  questionShort: 'Poll question must be at least 5 characters',
  tooFewOptions: 'Please provide at least 2 poll options',
  tooManyOptions: 'Maximum 5 poll options allowed',
  optionEmpty: 'Poll options cannot be empty',
  optionLong: 'Poll options must be at most 200 characters',
} as const;

/** The empty options a new poll (or a toggle of poll mode) starts with. */
export function initialPollOptions(): string[] {
  return Array.from({ length: POLL_OPTIONS_MIN }, () => '');
}

export const normalizeOption = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface PollOptionsCheck {
  /** The form-level message (fewer than 2 or more than 5 filled options). */
  form?: string;
  /** Per option (same positions as the input), for empty or over-long ones. */
  options: (string | undefined)[];
  /** The options to send: trimmed, in the order entered. */
  cleaned: string[];
}

/**
 * Checks the poll's options. Blank rows beyond the second are ignored (a member may add a
 * row and leave it); fewer than two filled rows gives the form's own message, and the
 * first two rows, when blank, are marked as empty.
 */
export function checkPollOptions(options: readonly string[]): PollOptionsCheck {
  const cleaned = options.map(normalizeOption);
  const filled = cleaned.filter((o) => o !== '');
  const perOption = cleaned.map((text, index): string | undefined => {
    if (text.length > POLL_OPTION_MAX_LENGTH) return POLL_FORM_MESSAGES.optionLong;
    if (text === '' && index < POLL_OPTIONS_MIN) return POLL_FORM_MESSAGES.optionEmpty;
    return undefined;
  });
  let form: string | undefined;
  if (filled.length < POLL_OPTIONS_MIN) form = POLL_FORM_MESSAGES.tooFewOptions;
  else if (filled.length > POLL_OPTIONS_MAX) form = POLL_FORM_MESSAGES.tooManyOptions;
  return { form, options: perOption, cleaned: filled };
}

export function pollOptionsValid(check: PollOptionsCheck): boolean {
  return !check.form && check.options.every((m) => m === undefined);
}

/**
 * Percentages of each option in index order: rounded, and the last option takes what is
 * left so the sum is 100 (never below 0). All 0 when nobody has voted.
 */
export function pollPercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0 || counts.length === 0) return counts.map(() => 0);
  const rounded = counts.map((n) => Math.round((n * 100) / total));
  const head = rounded.slice(0, -1).reduce((sum, n) => sum + n, 0);
  rounded[rounded.length - 1] = Math.max(0, 100 - head);
  return rounded;
}

export function hasMomentum(totalVotes: number): boolean {
  return totalVotes >= POLL_MOMENTUM_THRESHOLD;
}

export function votesLabel(count: number): string {
  return count === 1 ? '1 vote' : `${formatCount(count)} votes`;
}

/** A poll is concluded once its end has passed (the server's flag, or the clock on screen). */
export function isPollClosed(poll: { isExpired: boolean; expiresAt?: string | null | unknown }, now: number): boolean {
  if (poll.isExpired) return true;
  if (typeof poll.expiresAt !== 'string') return false;
  const end = Date.parse(poll.expiresAt);
  return Number.isFinite(end) && end <= now;
}

/** 'Ends in 3 hours' style text for an open poll. */
export function timeLeftLabel(expiresAt: string, now: number): string {
  const ms = Date.parse(expiresAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return 'Ending now';
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `Ends in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Ends in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(minutes / 60 / 24);
  return `Ends in ${days} days`;
}

/** A poll's totals as PollTotals_poll selects them. */
export interface PollTotals {
  readonly id: string;
  readonly totalVotes: number;
  readonly isExpired: boolean;
  readonly momentum: boolean;
  readonly options: ReadonlyArray<{ readonly id: string; readonly index: number; readonly voteCount: number; readonly percentage: number }>;
}

/** The totals once one more vote for the option numbered `optionIndex` is in. */
export function totalsWithVote(poll: PollTotals, optionIndex: number): PollTotals {
  const counts = poll.options.map((o) => o.voteCount + (o.index === optionIndex ? 1 : 0));
  const percentages = pollPercentages(counts);
  return {
    id: poll.id,
    totalVotes: poll.totalVotes + 1,
    isExpired: poll.isExpired,
    momentum: hasMomentum(poll.totalVotes + 1),
    options: poll.options.map((o, i) => ({ id: o.id, index: o.index, voteCount: counts[i]!, percentage: percentages[i]! })),
  };
}
