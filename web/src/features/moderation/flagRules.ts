// The flag modal's rules (spec §4 flag modal, §5 Flag, §8 flag messages), without React so they are
// unit-tested: the default reasons when the server's list cannot be had, which reason is sent
// ('Other' sends the member's own text), the checks and their messages.

/** Spec §5: the reasons shown when the server's list cannot be fetched. */
export const DEFAULT_FLAG_REASONS: readonly string[] = [
  'Spam or misleading',
  'Harassment or hate speech',
  'Contains personal information',
  'Violence or threats',
  'Sexual or explicit content',
  'Other',
];

export const OTHER_FLAG_REASON = 'Other';
/** The server keeps at most this many characters of a typed reason. */
export const FLAG_REASON_MAX = 500;
/** The thank-you view shows this long, then the modal closes (spec §4: 2 s). */
export const FLAG_AUTO_CLOSE_MS = 2000;

export const FLAG_MESSAGES = {
  loginRequired: 'You must be logged in to flag content.',
  reasonRequired: 'Please select or enter a reason for flagging.',
  reasonTooLong: `The reason must be at most ${FLAG_REASON_MAX} characters.`,
  failed: 'Failed to flag content. Please try again.',
  thanks: 'Thank you for your report',
} as const;

export const isOtherReason = (reason: string) => reason.trim().toLowerCase() === OTHER_FLAG_REASON.toLowerCase();

/** The reason to send: the chosen one, or the typed text when 'Other' is chosen; '' when none. */
export function chosenFlagReason(selected: string, otherText: string): string {
  if (!selected) return '';
  return isOtherReason(selected) ? otherText.replace(/\s+/g, ' ').trim() : selected;
}

/** The first problem of the form, or null when it may be sent. */
export function flagFormError(form: { signedIn: boolean; reason: string }): string | null {
  if (!form.signedIn) return FLAG_MESSAGES.loginRequired;
  if (!form.reason) return FLAG_MESSAGES.reasonRequired;
  if ([...form.reason].length > FLAG_REASON_MAX) return FLAG_MESSAGES.reasonTooLong;
  return null;
}

/** The server's list when it is usable (with 'Other' last, added when missing), else the defaults. */
export function usableFlagReasons(list: readonly (string | null | undefined)[] | null | undefined): readonly string[] {
  const valid = [...new Set((list ?? []).filter((r): r is string => typeof r === 'string' && r.trim() !== '').map((r) => r.trim()))];
  if (valid.length === 0) return DEFAULT_FLAG_REASONS;
  const listed = valid.filter((r) => !isOtherReason(r));
  return [...listed, OTHER_FLAG_REASON];
}
