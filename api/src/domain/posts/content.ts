// What posts and comments have in common on the way in: rich text and automatic moderation.
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import { parseRichText, plainTextToRichText, richTextLinks, type RichText } from '../../lib/richText.ts';
import { checkContent, type ContentVerdict } from '../moderation/contentCheck.ts';

export const POST_MAX_CHARS = 40_000;
export const COMMENT_MAX_CHARS = 10_000;

/** Slate JSON, or a plain string from REST clients, validated against the allowlist. */
export function readRichText(input: unknown, maxChars: number): { doc: RichText; text: string } {
  if (input === undefined || input === null) return { doc: [], text: '' };
  if (typeof input === 'string') return parseRichText(plainTextToRichText(input), { maxChars });
  return parseRichText(input, { maxChars });
}

export type Moderation = { status: 'PUBLISHED' | 'PENDING_REVIEW'; verdict: ContentVerdict | null };

/** Blocks (nothing stored) or holds for review, when the moderation flag is on. */
export function moderate(ctx: Ctx, content: { title?: string; text: string; doc?: RichText }): Moderation {
  if (!ctx.config.features.moderation) return { status: 'PUBLISHED', verdict: null };
  const verdict = checkContent({ title: content.title, text: content.text, links: content.doc ? richTextLinks(content.doc) : [] });
  if (verdict.action === 'block') {
    throw new DomainError('CONTENT_BLOCKED', verdict.message, {
      action: 'block',
      violations: verdict.violations,
      suggestions: verdict.suggestions,
    });
  }
  return { status: verdict.action === 'review' ? 'PENDING_REVIEW' : 'PUBLISHED', verdict };
}

export const reviewMessage = {
  post: 'Your post was sent to moderation for review. It will appear once a moderator approves it.',
  comment: 'Your comment was sent to moderation for review. It will appear once a moderator approves it.',
};
