// Small display rules of posts (content spec §2, §9).

export const HOT_POST_MAX_AGE_MS = 6 * 60 * 60 * 1000;
export const HOT_POST_MIN_SCORE = 50;
export const HOT_POST_MIN_COMMENTS = 20;
export const PREVIEW_LENGTH = 150;
export const DELETE_PREVIEW_LENGTH = 100;

/** Hot-post banner: under 6 hours old with a score of at least 50 or at least 20 comments. */
export function isHotPost(post: { createdAt: string | Date; score: number; commentCount: number }, now: number = Date.now()): boolean {
  const created = new Date(post.createdAt).getTime();
  if (Number.isNaN(created)) return false;
  const age = now - created;
  if (age < 0 || age >= HOT_POST_MAX_AGE_MS) return false;
  return post.score >= HOT_POST_MIN_SCORE || post.commentCount >= HOT_POST_MIN_COMMENTS;
}

/** A tag as the post page shows it: '#' and the tag without spaces. */
export function hashTag(tag: string): string {
  return `#${tag.replace(/\s+/g, '')}`;
}

/** The home feed filtered on a tag. */
export function tagHref(tag: string): string {
  return `/?tag=${encodeURIComponent(tag)}`;
}

/** The home feed filtered on a category (the post page's sector links use the sector). */
export function categoryHref(category: string): string {
  return `/?category=${encodeURIComponent(category)}`;
}

/** The absolute address of a post path, for sharing. */
export function absoluteUrl(path: string, origin: string = typeof window !== 'undefined' ? window.location.origin : ''): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Tags typed into the edit form: comma separated, trimmed, empties dropped (spec §5). */
export function parseTagList(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.replace(/\s+/g, ' ').trim())
    .filter((tag) => tag !== '');
}

export const POST_TYPE_LABELS: Record<string, string> = {
  DISCUSSION: 'Discussion',
  QUESTION: 'Question',
  STORY: 'Story',
  ORGANIZING: 'Organizing',
  POLL: 'Poll',
};
