// The poll form's rules (content spec §4 'Poll', §5): the number and length of options, the
// duration choices, and the form's checks with the spec's messages.

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 5;
export const POLL_OPTION_MAX_LENGTH = 200;

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
