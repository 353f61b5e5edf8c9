// The one error type the domain throws. Its message is the spec's user-facing text;
// REST maps it to `status` + `{ error: code, message }`, GraphQL to `extensions.code`.
export type ErrorCode =
  | 'VALIDATION'
  /** The request itself is malformed (not JSON, bad text encoding, an id or cursor this API never issued). */
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BANNED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** Something that existed is no longer usable (an expired, revoked or used-up invite link). */
  | 'GONE'
  /** The request body is larger than any real request (lib/requestLimits.ts). */
  | 'REQUEST_ENTITY_TOO_LARGE'
  | 'INVALID_CREDENTIALS'
  | 'NO_PASSWORD_SET'
  | 'INVALID_MAGIC_LINK'
  | 'INVALID_TOKEN'
  | 'RATE_LIMITED'
  | 'EMAIL_NOT_VERIFIED'
  | 'CONTENT_BLOCKED'
  /** The database or Redis is unreachable: retry later (lib/outages.ts recognises these). */
  | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BANNED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  REQUEST_ENTITY_TOO_LARGE: 413,
  INVALID_CREDENTIALS: 401,
  NO_PASSWORD_SET: 400,
  INVALID_MAGIC_LINK: 400,
  INVALID_TOKEN: 400,
  RATE_LIMITED: 429,
  EMAIL_NOT_VERIFIED: 403,
  CONTENT_BLOCKED: 403,
  SERVICE_UNAVAILABLE: 503,
};

export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = statusByCode[code];
  }
}

export const messages = {
  authRequired: 'Authentication required',
  invalidCredentials: 'Invalid email or password',
  noPasswordSet: 'No password set',
  invalidMagicLink: 'Invalid or expired magic link',
  invalidToken: 'Invalid or expired token',
  forgotPassword: 'If your email is registered, you will receive a password reset link',
  magicLinkSent: 'If your email is registered, you will receive a sign-in link shortly',
  passwordSetupSent: 'If your email is registered, you will receive a link to set your password',
  verificationSent: 'We sent a new verification link to your email',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooWeak: 'Password must include upper and lower case letters and a number',
  passwordBreached: 'This password has appeared in a data breach. Please choose a different one.',
  invalidEmail: 'Please enter a valid email address',
  usernameRules: 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only',
  usernameRequired: 'Please enter a username',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with this email already exists',
  currentPasswordIncorrect: 'Current password is incorrect',
  banned: 'Your account is suspended',
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  verifyEmail: 'Please verify your email before you continue. Check your inbox for the link, or request a new one.',
  tooManyAttempts: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    // A login block lasts up to a day: say hours past the first one.
    const wait = minutes <= 60 ? `${minutes} minute${minutes > 1 ? 's' : ''}` : `${Math.ceil(minutes / 60)} hours`;
    return `Too many attempts. Please wait ${wait} and try again.`;
  },
} as const;
