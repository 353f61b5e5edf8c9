// The short-video caption (content spec §2 'Caption generator', §9): an opening hook, the post's
// title, optional stats, the call-to-action when there is room, and hashtags from the post's
// tags and sector plus the community's own.
import { shareInvitation, type SharePostType } from './shareText';

/** Fifteen opening hooks (spec §9). */
export const CAPTION_HOOKS = [
  'Workers, you need to hear this:',
  'Nobody talks about this at work:',
  'POV: you finally ask the question everyone is thinking.',
  'This is your sign to talk to your coworkers.',
  'Your boss hopes you never see this.',
  'Real talk from the shop floor:',
  'We asked workers, and the answers hit hard.',
  'If you work a shift job, read this.',
  'Know your rights before your next shift:',
  'Stop scrolling, this one matters.',
  'What would you do in this situation?',
  'The break room conversation we all need:',
  'Organizing starts with one question:',
  'Hot take from real workers:',
  'Save this for your next team meeting.',
] as const;

/** Five suggested sounds (spec §9): moods that suit a talking-head or text-on-screen video. */
export const SUGGESTED_SOUNDS = [
  'Calm lo-fi beat (voice-over friendly)',
  'Upbeat rally drums',
  'Suspense build-up',
  'Original sound: your own voice',
  'Soft piano for storytelling',
] as const;

export const CAPTION_MAX = 150;
/** The call-to-action is added only while the caption is shorter than this. */
export const CTA_ROOM = 120;
export const CAPTION_HASHTAGS_MAX = 10;
export const CARD_HASHTAGS_MAX = 5;

/** Hashtags every share carries after the post's own. */
export const COMMUNITY_HASHTAGS = ['#WorkersRights', '#Solidarity', '#UnionStrong', '#WorkerVoice', '#KnowYourRights', '#LaborMovement'];

/** '#word' from a tag or a sector slug: letters and digits only, empty when none. */
export function toHashtag(text: string): string {
  const word = text.normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '');
  return word ? `#${word}` : '';
}

/** The post's tags, then its sector, then the community's tags; no repeats (any case), at most `max`. */
export function hashtagsFor(post: { tags: readonly string[]; sector?: string | null }, max: number = CAPTION_HASHTAGS_MAX): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of [...post.tags.map(toHashtag), toHashtag(post.sector ?? ''), ...COMMUNITY_HASHTAGS]) {
    const key = candidate.toLowerCase();
    if (!candidate || seen.has(key)) continue;
    seen.add(key);
    result.push(candidate);
    if (result.length === max) break;
  }
  return result;
}

export interface CaptionPost {
  title: string;
  postType: SharePostType | string;
  score: number;
  commentCount: number;
  tags: readonly string[];
  sector?: string | null;
}

export interface CaptionOptions {
  hook: string;
  includeStats: boolean;
  includeCallToAction: boolean;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Hook and title (with the stats when asked), capped at 150 characters with an ellipsis; the
 * call-to-action for the post's type follows when the text is still under 120; then a line of
 * at most 10 hashtags.
 */
export function buildCaption(post: CaptionPost, options: CaptionOptions): string {
  let text = `${options.hook} ${post.title.trim()}`;
  if (options.includeStats) text += ` (${plural(post.score, 'vote')}, ${plural(post.commentCount, 'comment')})`;
  if (text.length > CAPTION_MAX) text = `${text.slice(0, CAPTION_MAX - 1).trimEnd()}…`;
  if (options.includeCallToAction && text.length < CTA_ROOM) text += ` ${shareInvitation(post.postType)}`;
  return `${text}\n\n${hashtagsFor(post).join(' ')}`;
}

/** A hook other than the current one (Randomize never shows the same hook twice in a row). */
export function randomHook(current: string, random: () => number = Math.random): string {
  const others = CAPTION_HOOKS.filter((hook) => hook !== current);
  return others[Math.floor(random() * others.length) % others.length];
}
