// The member side of appeals: limits and texts shared by the Account standing page and the
// banned member's appeal page (the server checks the same rules: domain/moderation/appeals.ts).
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_WINDOW_DAYS = 14;
export const APPEAL_TEXT_REQUIRED = 'Please explain why you are appealing.';
export const APPEAL_SENT = 'Your appeal was sent. An admin who did not take the action will decide it, and you will be told the outcome and the reason.';

/** What the member reads about their appeal. */
export function appealOutcome(status: string): string {
  if (status === 'OVERTURNED') return 'Your appeal was accepted and the action was undone.';
  if (status === 'UPHELD') return 'Your appeal was reviewed and the action stands.';
  return 'Your appeal is waiting for a decision.';
}

/** The appeal token a BANNED login refusal carries (extensions.appealToken), if any. */
export function banAppealTokenOf(error: unknown): string | null {
  const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  for (const e of errors) {
    if (e?.extensions?.code === 'BANNED' && typeof e.extensions.appealToken === 'string') return e.extensions.appealToken;
  }
  return null;
}
