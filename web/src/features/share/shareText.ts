// What a share says about a post (content spec §5 'Short-video report form', §2 item 5): the
// one sentence a card shows, picked from the post's text, and the share line per post type.

export type SharePostType = 'DISCUSSION' | 'POLL';

export interface ShareTextPost {
  postType: SharePostType | string;
  title: string;
  contentText: string;
}

/** Shown on a poll's card when it has no title. */
export const DEFAULT_POLL_TEXT = 'Vote in this poll and make your voice heard!';
/** Share text cap (spec §9 'Share text 200 characters'). */
export const SHARE_TEXT_MAX = 200;
const SENTENCE_MIN_EXCLUSIVE = 20;
const SENTENCE_MAX_EXCLUSIVE = 200;
const LONG_SENTENCE = 150;

/** Words that make a sentence worth putting on a card: what the forum is about. */
export const SHARE_KEYWORDS = [
  'union',
  'worker',
  'workers',
  'wage',
  'wages',
  'pay',
  'strike',
  'rights',
  'organize',
  'organizing',
  'safety',
  'fair',
  'solidarity',
  'contract',
  'management',
  'boss',
  'schedule',
  'overtime',
  'benefits',
  'retaliation',
];

const KEYWORD_PATTERN = new RegExp(`\\b(?:${SHARE_KEYWORDS.join('|')})\\b`, 'gi');

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Sentences of the text, trimmed, with their end marks. */
export function splitSentences(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/**
 * A sentence's appeal on a card: one point per keyword hit, one for an exclamation or question
 * mark, one when it sits in the first half of the text, minus two when it runs over 150 characters.
 */
export function scoreSentence(sentence: string, index: number, count: number): number {
  let score = sentence.match(KEYWORD_PATTERN)?.length ?? 0;
  if (/[!?]/.test(sentence)) score += 1;
  if (index < count / 2) score += 1;
  if (sentence.length > LONG_SENTENCE) score -= 2;
  return score;
}

/**
 * The card's sentence: a poll's title (or the default poll text); a title asking a question as
 * it is; otherwise the best-scoring sentence of the body between 21 and 199 characters (the
 * earlier one on a tie), and the title when no sentence qualifies.
 */
export function extractShareText(post: ShareTextPost): string {
  const title = post.title.trim();
  if (post.postType === 'POLL') return title ? clip(title, SHARE_TEXT_MAX) : DEFAULT_POLL_TEXT;
  if (title.endsWith('?')) return clip(title, SHARE_TEXT_MAX);
  const sentences = splitSentences(post.contentText);
  let best = '';
  let bestScore = -Infinity;
  sentences.forEach((sentence, index) => {
    if (sentence.length <= SENTENCE_MIN_EXCLUSIVE || sentence.length >= SENTENCE_MAX_EXCLUSIVE) return;
    const score = scoreSentence(sentence, index, sentences.length);
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  });
  return best || clip(title, SHARE_TEXT_MAX);
}

/** The line that invites people to the post, worded for its type. */
export function shareInvitation(postType: SharePostType | string): string {
  return postType === 'POLL' ? 'Vote in the poll — link in bio!' : 'Join the discussion — link in bio!';
}
