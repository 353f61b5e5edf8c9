// The Report Performance form's rules (content spec §5 'Short-video report form'): views, likes,
// shares and comments are required numbers, and anything not a number becomes 0 on submit; the
// url is optional and must be a URL.

export const REPORT_COUNT_FIELDS = ['views', 'likes', 'shares', 'comments'] as const;
export type ReportCountField = (typeof REPORT_COUNT_FIELDS)[number];

export type ReportFormValues = { url: string } & Record<ReportCountField, string>;
export type ReportInput = { url: string | null } & Record<ReportCountField, number>;
export type ReportFormErrors = Partial<Record<'url' | ReportCountField, string>>;

export const EMPTY_REPORT_FORM: ReportFormValues = { url: '', views: '', likes: '', shares: '', comments: '' };
export const INVALID_URL = 'Please enter a valid URL';

const LABELS: Record<ReportCountField, string> = { views: 'Views', likes: 'Likes', shares: 'Shares', comments: 'Comments' };

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A whole count from what was typed: not a number (or below 0) is 0. */
export function toCount(text: string): number {
  const value = Math.floor(Number(text.trim()));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function parseReportForm(values: ReportFormValues): { input: ReportInput } | { errors: ReportFormErrors } {
  const errors: ReportFormErrors = {};
  const url = values.url.trim();
  if (url && !isUrl(url)) errors.url = INVALID_URL;
  for (const field of REPORT_COUNT_FIELDS) {
    if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      url: url || null,
      views: toCount(values.views),
      likes: toCount(values.likes),
      shares: toCount(values.shares),
      comments: toCount(values.comments),
    },
  };
}

export function reportFieldLabel(field: ReportCountField): string {
  return LABELS[field];
}
