// The report-user modal's rules (content spec §5 "Report user", §8 "User actions"), without React
// so they are unit-tested: the default reasons when the server's list cannot be had, the checks and
// their messages, in the spec's order.

export interface ReportReasonOption {
  value: string;
  label: string;
}

/** The reasons shown when the server's list cannot be fetched (the server's own list is the same). */
export const DEFAULT_REPORT_REASONS: readonly ReportReasonOption[] = [
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'spam', label: 'Spam or scams' },
  { value: 'hate_speech', label: 'Hate speech or discrimination' },
  { value: 'threats', label: 'Threats or violence' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'inappropriate_content', label: 'Inappropriate content' },
  { value: 'other', label: 'Other' },
];

export const REPORT_DETAILS_MAX = 1000;
/** The thank-you view shows this long, then the modal closes (spec: 2 s). */
export const REPORT_AUTO_CLOSE_MS = 2000;

export const REPORT_MESSAGES = {
  loginRequired: 'You must be logged in to report users.',
  invalidUser: 'Invalid user to report.',
  reasonRequired: 'Please select or enter a reason for reporting.',
  detailsRequired: 'Please provide details for your report.',
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX} characters.`,
  failed: 'Failed to report user. Please try again.',
} as const;

/** The browser event sent after a successful report (spec §8: a moderation-action event). */
export const MODERATION_ACTION_EVENT = 'moderation-action';

export interface ReportForm {
  signedIn: boolean;
  userId: string;
  reason: string;
  details: string;
}

/** The first problem of the form, or null when it may be sent. */
export function reportFormError(form: ReportForm): string | null {
  if (!form.signedIn) return REPORT_MESSAGES.loginRequired;
  if (!form.userId.trim()) return REPORT_MESSAGES.invalidUser;
  const details = form.details.trim();
  if (!form.reason && !details) return REPORT_MESSAGES.reasonRequired;
  if (form.reason === 'other' && !details) return REPORT_MESSAGES.detailsRequired;
  if ([...details].length > REPORT_DETAILS_MAX) return REPORT_MESSAGES.detailsTooLong;
  return null;
}

/** The server's list when it is usable, else the defaults. */
export function usableReasons(list: readonly { value: string; label: string }[] | null | undefined): readonly ReportReasonOption[] {
  const valid = (list ?? []).filter((r) => typeof r?.value === 'string' && r.value && typeof r.label === 'string' && r.label);
  return valid.length > 0 ? valid : DEFAULT_REPORT_REASONS;
}
