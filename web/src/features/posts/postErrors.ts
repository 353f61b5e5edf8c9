// Reading the API's answers for posts and comments (content spec §8): which message to
// show, and the moderation details (violations, suggestions) a block carries.
import { ApiError } from '../../relay/errors';
import { VERIFY_EMAIL_FALLBACK, type ErrorFacts } from './errorFacts';

export interface Violation {
  type: string;
  description: string;
  severity: string;
}

export interface ModerationDetails {
  message: string;
  violations: Violation[];
  suggestions: string[];
}

function readViolations(value: unknown): Violation[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    .map((v) => ({
      type: typeof v.type === 'string' ? v.type : '',
      description: typeof v.description === 'string' ? v.description : '',
      severity: typeof v.severity === 'string' ? v.severity : '',
    }))
    .filter((v) => v.type !== '' || v.description !== '');
}

function readSuggestions(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

/** The moderation block (CONTENT_BLOCKED, 403) of a failed write, or null for other errors. */
export function moderationBlock(error: unknown, fallbackMessage: string): ModerationDetails | null {
  if (!(error instanceof ApiError)) return null;
  const blocked = error.errors.find((e) => e?.extensions?.code === 'CONTENT_BLOCKED' || e?.extensions?.action === 'block');
  if (!blocked) return null;
  const extensions = blocked.extensions ?? {};
  return {
    message: (typeof blocked.message === 'string' && blocked.message.trim()) || fallbackMessage,
    violations: readViolations(extensions.violations),
    suggestions: readSuggestions(extensions.suggestions),
  };
}

export const POST_CREATE_DEFAULT = 'Unable to create post. Please try again in a moment.';
export const POST_TOO_MANY_TAGS = 'Too many tags - maximum 3 tags allowed per post. Please remove some tags.';
export const POST_INAPPROPRIATE = 'Content contains inappropriate language. Please remove any offensive terms and try again.';
export const POST_TOO_QUICKLY = "You're posting too quickly. Please wait a moment before creating another post.";
export const POST_CONNECTION = 'Connection issue. Please check your internet and try again.';
export const BLOCK_DEFAULT = 'Please update your content and try again.';
export const REVIEW_DEFAULT = 'Your content was sent to moderation for review.';

export type CreatePostFailure =
  | { kind: 'verifyEmail'; message: string }
  | { kind: 'username'; message: string }
  | { kind: 'message'; message: string };

/** How the composer shows a failed createPost (spec §8 'Post creation'), by message text. */
export function createPostFailure(facts: ErrorFacts): CreatePostFailure {
  const message = facts.message.trim();
  const lower = message.toLowerCase();
  if (facts.code === 'EMAIL_NOT_VERIFIED' || lower.includes('verify your email')) {
    return { kind: 'verifyEmail', message: message || VERIFY_EMAIL_FALLBACK };
  }
  if (facts.network) return { kind: 'message', message: POST_CONNECTION };
  if (lower.includes('username')) return { kind: 'username', message };
  if (lower.includes('maximum 3 tags') || lower.includes('too many tags')) return { kind: 'message', message: POST_TOO_MANY_TAGS };
  if (lower.includes('inappropriate language')) return { kind: 'message', message: POST_INAPPROPRIATE };
  if (facts.code === 'RATE_LIMITED' || lower.includes('rate limit') || lower.includes('too quickly')) {
    return { kind: 'message', message: POST_TOO_QUICKLY };
  }
  if (/network|failed to fetch|connection/.test(lower)) return { kind: 'message', message: POST_CONNECTION };
  return { kind: 'message', message: message || POST_CREATE_DEFAULT };
}

export const DELETE_POST_FEED_DEFAULT = 'Failed to delete post';
export const DELETE_POST_PAGE_DEFAULT = 'Failed to delete post. Please try again.';
export const DELETE_POST_NOT_FOUND = 'Post not found. It may have already been deleted.';

/** A failed delete: in the feed the server message, or the defaults (spec §8 'Post'). */
export function deletePostMessage(facts: ErrorFacts, where: 'feed' | 'page'): string {
  if (facts.code === 'NOT_FOUND') return DELETE_POST_NOT_FOUND;
  if (where === 'page') return DELETE_POST_PAGE_DEFAULT;
  if (facts.network) return DELETE_POST_FEED_DEFAULT;
  return facts.message || DELETE_POST_FEED_DEFAULT;
}
