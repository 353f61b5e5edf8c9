// What posts and comments have in common on the way in: rich text and automatic moderation.
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import {
  CONTENT_FORMATS,
  parseRichText,
  richTextLinks,
  sniffContentFormat,
  stringToRichText,
  type ContentFormat,
  type RichText,
} from '../../lib/richText.ts';
import { checkContent, type ContentVerdict } from '../moderation/contentCheck.ts';

export const POST_MAX_CHARS = 40_000;
export const COMMENT_MAX_CHARS = 10_000;

const contentFormatMessage = "content_format must be 'html', 'markdown' or 'text'";

/** The format a client named for string content (REST `content_format`), or undefined to sniff. */
function readContentFormat(value: unknown): ContentFormat | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && (CONTENT_FORMATS as readonly string[]).includes(value)) return value as ContentFormat;
  throw new DomainError('VALIDATION', contentFormatMessage);
}

/**
 * Slate JSON, or a string in HTML, markdown or plain text (the `format` a client names, else
 * sniffed: docs/rest-content.md), validated against the allowlist. The format is ignored for
 * Slate JSON.
 */
export function readRichText(input: unknown, maxChars: number, format?: unknown): { doc: RichText; text: string } {
  const named = readContentFormat(format);
  if (input === undefined || input === null) return { doc: [], text: '' };
  if (typeof input === 'string') return parseRichText(stringToRichText(input, named ?? sniffContentFormat(input)), { maxChars });
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
