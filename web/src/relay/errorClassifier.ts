// The generic error classifier (content spec §8): every failure the client shows gets a class,
// a title, a message and suggestions. The class comes from the HTTP status (401 auth, 403
// permission, 429 rate limit, 500 and above server), then the server's error code, then the
// message text, then the connection (offline is network); anything else is generic. The message
// is the server's user-facing text when it sent one, else the caller's specific text (the spec's
// 'Failed to load posts. …'), else the class's own (relay/errors.ts userMessage, which every
// failure message of the client goes through; the class tables load only with this module).

import { userMessage } from './errors';

export type ErrorCategory = 'network' | 'auth' | 'validation' | 'permission' | 'rateLimit' | 'server' | 'notFound' | 'upload' | 'generic';

export interface ErrorDescription {
  category: ErrorCategory;
  title: string;
  message: string;
  suggestions: readonly string[];
}

/** How long the rate-limit advice asks to wait. */
export const RATE_LIMIT_WAIT_SECONDS = 30;

export const ERROR_CATEGORIES: Record<ErrorCategory, Omit<ErrorDescription, 'category'>> = {
  network: {
    title: 'Connection Problem',
    message: 'Connection issue. Please check your internet and try again.',
    suggestions: ['Check that you are connected to the internet', 'Turn Wi-Fi or mobile data off and on again', 'Try again in a moment'],
  },
  auth: {
    title: 'Login Problem',
    message: 'Your session has ended or you are not logged in. Please log in and try again.',
    suggestions: ['Log in again', 'If it keeps happening, log out and back in'],
  },
  validation: {
    title: 'Check Your Input',
    message: 'Some of the information is not valid. Please check it and try again.',
    suggestions: ['Check the highlighted fields', 'Make sure nothing required is left empty'],
  },
  permission: {
    title: 'Access Restricted',
    message: 'You do not have permission to do this.',
    suggestions: ['Make sure you are logged in with the right account', 'Ask a moderator if you think this is a mistake'],
  },
  rateLimit: {
    title: 'Slow Down',
    message: `You are doing that too often. Please wait ${RATE_LIMIT_WAIT_SECONDS} seconds and try again.`,
    suggestions: [`Wait ${RATE_LIMIT_WAIT_SECONDS} seconds before trying again`],
  },
  server: {
    title: 'Server Issue',
    message: 'The server ran into a problem. Please try again in a moment.',
    suggestions: ['Try again in a few minutes', 'Refresh the page'],
  },
  notFound: {
    title: 'Not Found',
    message: 'What you were looking for could not be found. It may have been moved or deleted.',
    suggestions: ['Check the address', 'Go back to the home page'],
  },
  upload: {
    title: 'Upload Problem',
    message: 'The file could not be uploaded.',
    suggestions: ['Use a file under 10MB', 'Use a JPG, PNG or GIF image'],
  },
  generic: {
    title: 'Something Went Wrong',
    message: 'Something unexpected happened. Please try again.',
    suggestions: ['Try again', 'Refresh the page'],
  },
};

const CODE_CATEGORIES: Record<string, ErrorCategory> = {
  UNAUTHENTICATED: 'auth',
  INVALID_TOKEN: 'auth',
  FORBIDDEN: 'permission',
  EMAIL_NOT_VERIFIED: 'permission',
  RATE_LIMITED: 'rateLimit',
  NOT_FOUND: 'notFound',
  VALIDATION: 'validation',
  BAD_USER_INPUT: 'validation',
  SERVICE_UNAVAILABLE: 'server',
  INTERNAL: 'server',
  INTERNAL_SERVER_ERROR: 'server',
  REQUEST_ENTITY_TOO_LARGE: 'upload',
};

/** By message text, first match wins (network before server: 'network error' is not the server's). */
const TEXT_CATEGORIES: Array<[ErrorCategory, RegExp]> = [
  ['network', /network|failed to fetch|\bload failed|connection|offline|timed? ?out|cors/i],
  ['rateLimit', /rate limit|too many|too quickly|too often|slow down|wait \d+ (second|minute)/i],
  ['auth', /log ?in|sign ?in|session|unauthori[sz]ed|authenticat|token|expired/i],
  ['permission', /permission|forbidden|not allowed|access denied|restricted|verify your e-?mail/i],
  ['upload', /upload|file (is )?too (large|big)|file type|image format/i],
  ['notFound', /not found|does not exist|no longer exists|\b404\b/i],
  ['server', /server|internal|unavailable|\b5\d\d\b/i],
  ['validation', /invalid|required|must|please (enter|choose|select|provide)|too (long|short)|at least|at most|maximum|validation/i],
];

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  code?: unknown;
  errors?: unknown;
}

const shapeOf = (error: unknown): ErrorShape => (typeof error === 'object' && error !== null ? (error as ErrorShape) : {});
const textOf = (error: unknown): string => {
  const message = shapeOf(error).message;
  return typeof message === 'string' ? message : typeof error === 'string' ? error : '';
};
const isNetworkFailure = (error: unknown) => shapeOf(error).name === 'NetworkError';
const currentlyOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function classifyError(error: unknown, online: boolean = currentlyOnline()): ErrorCategory {
  const { status, code } = shapeOf(error);
  if (isNetworkFailure(error)) return 'network';
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 429) return 'rateLimit';
  if (typeof status === 'number' && status >= 500) return 'server';
  if (typeof code === 'string' && CODE_CATEGORIES[code]) return CODE_CATEGORIES[code];
  const text = textOf(error);
  const byText = TEXT_CATEGORIES.find(([, pattern]) => pattern.test(text));
  if (byText) return byText[0];
  return online ? 'generic' : 'network';
}

export interface DescribeOptions {
  /** The specific text of the failed action, shown unless the server sent its own. */
  fallback?: string;
  online?: boolean;
}

export function describeError(error: unknown, options: DescribeOptions = {}): ErrorDescription {
  const category = classifyError(error, options.online);
  const known = ERROR_CATEGORIES[category];
  return { category, title: known.title, message: userMessage(error, options.fallback ?? known.message), suggestions: known.suggestions };
}
