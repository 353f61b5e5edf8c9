// Rules of the admin's Issue Warning and Ban User dialogs, checked before sending (the server
// checks them again with the same messages: api/src/domain/moderation/{warnings,bans}.ts).

/** Spec §5: warning severities and their labels; default 1. */
export const SEVERITY_LABELS = { 1: 'Minor', 2: 'Moderate', 3: 'Serious', 4: 'Severe', 5: 'Critical' } as const;
export type Severity = keyof typeof SEVERITY_LABELS;
export const SEVERITIES = [1, 2, 3, 4, 5] as const satisfies readonly Severity[];
export const DEFAULT_SEVERITY: Severity = 1;
export const severityLabel = (severity: number): string => SEVERITY_LABELS[severity as Severity] ?? String(severity);

export interface WarningTypeOption {
  value: string;
  label: string;
}
/** Used when the server's list cannot be loaded (the same as the server's). */
export const DEFAULT_WARNING_TYPES: readonly WarningTypeOption[] = [
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate_speech', label: 'Hate speech' },
  { value: 'threats', label: 'Threats or violence' },
  { value: 'spam', label: 'Spam or self-promotion' },
  { value: 'personal_information', label: 'Sharing personal information' },
  { value: 'inappropriate_content', label: 'Inappropriate content' },
  { value: 'misinformation', label: 'Misleading information' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'other', label: 'Other' },
];

export const REASON_MAX = 500;
export const DETAILS_MAX = 2000;
export const BAN_DURATION_MIN_HOURS = 1;
export const BAN_DURATION_MAX_HOURS = 8760;
/** Quick choices for a temporary ban (hours). */
export const BAN_DURATION_PRESETS = [
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
  { hours: 720, label: '30 days' },
] as const;

export type BanTypeChoice = 'TEMPORARY' | 'PERMANENT' | 'SHADOW';
export const BAN_TYPES: readonly { value: BanTypeChoice; label: string; hint: string }[] = [
  { value: 'TEMPORARY', label: 'Temporary', hint: 'Signed out now; can sign in again when it ends.' },
  { value: 'PERMANENT', label: 'Permanent', hint: 'Signed out now; cannot sign in until an admin lifts it.' },
  { value: 'SHADOW', label: 'Shadow', hint: 'Not told: what they write from now on is visible to them alone.' },
];

export const SANCTION_MESSAGES = {
  warningType: 'Please choose a warning type.',
  reason: 'A reason is required.',
  reasonTooLong: `Reason must be at most ${REASON_MAX} characters.`,
  detailsTooLong: `Details must be at most ${DETAILS_MAX} characters.`,
  duration: `A temporary ban needs a duration in whole hours, from ${BAN_DURATION_MIN_HOURS} to ${BAN_DURATION_MAX_HOURS} (one year).`,
  warnFailed: 'Failed to issue the warning. Please try again.',
  banFailed: 'Failed to ban the user. Please try again.',
} as const;

const length = (text: string) => [...text.trim()].length;

export function reasonError(reason: string, details: string): string | null {
  if (!reason.trim()) return SANCTION_MESSAGES.reason;
  if (length(reason) > REASON_MAX) return SANCTION_MESSAGES.reasonTooLong;
  if (length(details) > DETAILS_MAX) return SANCTION_MESSAGES.detailsTooLong;
  return null;
}

export function warningFormError(input: { warningType: string; reason: string; details: string }): string | null {
  if (!input.warningType) return SANCTION_MESSAGES.warningType;
  return reasonError(input.reason, input.details);
}

/** The duration typed for a temporary ban, in hours, or null when it is not a whole number in range. */
export function readDurationHours(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const hours = Number(text);
  return hours >= BAN_DURATION_MIN_HOURS && hours <= BAN_DURATION_MAX_HOURS ? hours : null;
}

export function banFormError(input: { banType: BanTypeChoice; duration: string; reason: string; details: string }): string | null {
  if (input.banType === 'TEMPORARY' && readDurationHours(input.duration) === null) return SANCTION_MESSAGES.duration;
  return reasonError(input.reason, input.details);
}

/** "3 days", "36 hours", "1 hour": how long a temporary ban of `hours` lasts. */
export function describeHours(hours: number): string {
  if (hours % 24 === 0) return `${hours / 24} day${hours === 24 ? '' : 's'}`;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
