// A failed poll vote (content spec §8 'Poll vote'): the kind follows the status (401
// authentication, 403 permission, 429 rate limit, 500 and above server; otherwise network
// when offline, else generic). GraphQL answers carry a code instead of an HTTP status: the
// code stands for its status. A message with 'verify' or 'email' asks the member to verify
// their e-mail address.
import { ApiError, NetworkError, userMessage } from '../../relay/errors';
import { POLL_VOTE_FAILED } from './pollVoteFailed';

export const POLL_VERIFY_EMAIL = 'Please verify your email address to vote in polls. Check your inbox for the verification link.';

export type PollVoteErrorKind = 'authentication' | 'permission' | 'rateLimit' | 'server' | 'network' | 'generic';

export interface PollVoteFailure {
  kind: PollVoteErrorKind;
  /** The server's message when it gave one, else the default. */
  message: string;
  /** A 'verify your e-mail' answer. */
  verifyEmail: boolean;
  /** The anonymous daily vote was already used. */
  dailyVoteUsed: boolean;
  /** Voting again cannot succeed (already voted, poll ended, bad option): reload the poll. */
  final: boolean;
  /** Try Again makes sense (network, server, generic failures). */
  retryable: boolean;
}

const CODE_STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  BANNED: 403,
  RATE_LIMITED: 429,
  VALIDATION: 400,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INTERNAL_SERVER_ERROR: 500,
};

/** The HTTP status a failure stands for (the GraphQL code first, then the response's). */
export function pollErrorStatus(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code && CODE_STATUS[error.code] !== undefined) return CODE_STATUS[error.code]!;
  return error.status >= 400 ? error.status : null;
}

export function pollErrorKind(status: number | null, online: boolean): PollVoteErrorKind {
  if (status === 401) return 'authentication';
  if (status === 403) return 'permission';
  if (status === 429) return 'rateLimit';
  if (status !== null && status >= 500) return 'server';
  if (!online) return 'network';
  return 'generic';
}

export function pollVoteFailure(error: unknown, online: boolean = typeof navigator === 'undefined' || navigator.onLine !== false): PollVoteFailure {
  const status = pollErrorStatus(error);
  const kind = error instanceof NetworkError && online ? 'network' : pollErrorKind(status, online);
  const serverMessage = error instanceof ApiError ? userMessage(error, '') : '';
  const code = error instanceof ApiError ? error.code : null;
  const verifyEmail = code === 'EMAIL_NOT_VERIFIED' || /verify|email/i.test(serverMessage);
  const dailyVoteUsed = kind === 'rateLimit' && /daily vote/i.test(serverMessage);
  const final = status === 400 || status === 404 || status === 409;
  const message = verifyEmail
    ? serverMessage || POLL_VERIFY_EMAIL
    : kind === 'network' || kind === 'server' || !serverMessage
      ? POLL_VOTE_FAILED
      : serverMessage;
  return {
    kind,
    message,
    verifyEmail,
    dailyVoteUsed,
    final,
    retryable: !final && !verifyEmail && (kind === 'network' || kind === 'server' || kind === 'generic'),
  };
}
