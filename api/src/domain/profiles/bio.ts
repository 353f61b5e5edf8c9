// A member's bio (content spec §5 Bio): Slate rich text under the posts' allowlist, at most 1000
// characters of text ('Bio too long'), and the shared bio validator, whose rules are ours
// (docs/decisions.md "Member profiles"):
// - refused, with the content moderation's message: what would block a post (slurs, sexually
//   explicit words, threats, ID or card numbers) and what would hold a post for review
//   (sensitive words, three or more mild swear words: the language message; more than five links);
// - a warning, not a refusal: an email address or a phone number in a bio others can see
//   (profile visibility public or registered). The member saves anyway by confirming.
import { DomainError } from '../../lib/errors.ts';
import { richTextLinks, richTextMessages, richTextToHtml, type RichText } from '../../lib/richText.ts';
import { checkContent, violationTypes } from '../moderation/contentCheck.ts';
import { moderationMessages } from '../moderation/wordLists.ts';
import { readRichText } from '../posts/content.ts';
import { profileLimits } from './catalog.ts';

export const bioMessages = {
  tooLong: 'Bio too long',
  tooManyLinks: 'Your bio has too many links. Keep the few that matter most.',
  contactWarning:
    'Your bio shows an email address or phone number to everyone who can see your profile. Save it anyway?',
} as const;

/** Any email address (the moderation list only names personal mail services). */
const ANY_EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;

export interface ParsedBio {
  doc: RichText;
  text: string;
}

/** Slate JSON, or a string in HTML, markdown or plain text (as posts); empty for null. */
export function parseBio(input: unknown, format?: unknown): ParsedBio {
  try {
    return readRichText(input, profileLimits.bioMaxChars, format);
  } catch (error) {
    if (error instanceof DomainError && error.message === richTextMessages.tooLong(profileLimits.bioMaxChars)) {
      throw new DomainError('VALIDATION', bioMessages.tooLong);
    }
    throw error;
  }
}

const LANGUAGE_TYPES: ReadonlySet<string> = new Set([violationTypes.hateSpeech, violationTypes.sexual, violationTypes.sensitive, violationTypes.profanity]);

/**
 * The shared bio validator: throws VALIDATION with the message to show when the bio may not be
 * saved; otherwise answers the warning to confirm first, or null. `seenByOthers`: the profile is
 * visible beyond its owner (public or registered).
 */
export function checkBio(bio: ParsedBio, seenByOthers: boolean): string | null {
  if (!bio.text) return null;
  const verdict = checkContent({ text: bio.text, links: richTextLinks(bio.doc) });
  const types = new Set(verdict.violations.map((v) => v.type));
  if ([...types].some((t) => LANGUAGE_TYPES.has(t))) throw new DomainError('VALIDATION', moderationMessages.language);
  if (types.has(violationTypes.threat)) throw new DomainError('VALIDATION', moderationMessages.threat);
  if (verdict.violations.some((v) => v.type === violationTypes.personalInfo && v.severity === 'high')) {
    throw new DomainError('VALIDATION', moderationMessages.personalInfo);
  }
  if (types.has(violationTypes.spam)) throw new DomainError('VALIDATION', bioMessages.tooManyLinks);
  const contact = types.has(violationTypes.personalInfo) || ANY_EMAIL.test(bio.text);
  return contact && seenByOthers ? bioMessages.contactWarning : null;
}

/** The stored bio as the API answers it: Slate, HTML and plain text ('' when there is none). */
export function bioOf(stored: unknown, text: string): { doc: RichText; html: string; text: string } {
  const doc = Array.isArray(stored) ? (stored as RichText) : [];
  return { doc, html: doc.length ? richTextToHtml(doc) : '', text };
}
