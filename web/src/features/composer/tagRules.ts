// The composer's tag rules (content spec §5 'New post', §9): at most 3 tags; a custom tag is
// 2 to 30 characters, not a duplicate and not one of the predefined tags; up to 4 tags are
// suggested from the keywords found in the title and content. The server checks the same.

export const MAX_TAGS = 3;
export const CUSTOM_TAG_MIN = 2;
export const CUSTOM_TAG_MAX = 30;
export const MAX_SUGGESTED_TAGS = 4;

export const TAG_MESSAGES = {
  tooShort: 'Topic too short',
  tooLong: 'Topic too long',
  duplicate: 'This tag is already added',
  predefined: 'This tag is available in the predefined options below',
  tooMany: 'Too many tags - maximum 3 tags allowed per post. Please remove some tags.',
  badCharacters: 'Tags can only contain letters, numbers, spaces and hyphens',
} as const;

export interface TagDefinition {
  readonly name: string;
  readonly essential: boolean;
  readonly keywords: readonly string[];
}

/** Trims, collapses inner whitespace and unifies typographic apostrophes. */
export function cleanTag(text: string): string {
  return text.normalize('NFC').replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
}

const keyOf = (text: string) => cleanTag(text).toLowerCase();
const TAG_CHARACTERS = /^[\p{L}\p{M}\p{Nd} &'-]+$/u;

export type CustomTagCheck = { ok: true; tag: string } | { ok: false; message: string };

/** Checks a typed custom tag against the chosen tags and the predefined list. */
export function checkCustomTag(input: string, chosen: readonly string[], predefined: readonly TagDefinition[]): CustomTagCheck {
  const tag = cleanTag(input);
  const key = tag.toLowerCase();
  if (tag !== '' && chosen.some((t) => keyOf(t) === key)) return { ok: false, message: TAG_MESSAGES.duplicate };
  if (tag !== '' && predefined.some((t) => keyOf(t.name) === key)) return { ok: false, message: TAG_MESSAGES.predefined };
  const length = [...tag].length;
  if (length < CUSTOM_TAG_MIN) return { ok: false, message: TAG_MESSAGES.tooShort };
  if (length > CUSTOM_TAG_MAX) return { ok: false, message: TAG_MESSAGES.tooLong };
  if (!TAG_CHARACTERS.test(tag)) return { ok: false, message: TAG_MESSAGES.badCharacters };
  if (chosen.length >= MAX_TAGS) return { ok: false, message: TAG_MESSAGES.tooMany };
  return { ok: true, tag };
}

/** Adds or removes a predefined tag; adding stops at 3 tags. */
export function togglePredefinedTag(chosen: readonly string[], name: string): string[] {
  const key = keyOf(name);
  if (chosen.some((t) => keyOf(t) === key)) return chosen.filter((t) => keyOf(t) !== key);
  if (chosen.length >= MAX_TAGS) return [...chosen];
  return [...chosen, name];
}

/** The tags shown first: the essential ones, then (after 'Show more tags') the rest. */
export function splitTags(tags: readonly TagDefinition[]): { essential: TagDefinition[]; more: TagDefinition[] } {
  return { essential: tags.filter((t) => t.essential), more: tags.filter((t) => !t.essential) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function tagPattern(tag: TagDefinition): RegExp | null {
  const phrases = [...new Set([tag.name, ...tag.keywords].map(keyOf))]
    .filter((p) => p !== '')
    .sort((a, b) => b.length - a.length)
    .map((p) =>
      p
        .split(/[\s-]+/)
        .filter(Boolean)
        .map(escapeRegExp)
        .join('[\\s-]+'),
    );
  if (phrases.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})s?(?![\\p{L}\\p{N}])`, 'giu');
}

const patternCache = new WeakMap<TagDefinition, RegExp | null>();

/**
 * Up to 4 predefined tags whose name or keywords occur in the text as whole words
 * (case-insensitive, plural 's' allowed), most hits first, ties in list order, leaving
 * out tags already chosen.
 */
export function suggestTags(
  text: string,
  tags: readonly TagDefinition[],
  chosen: readonly string[],
  max: number = MAX_SUGGESTED_TAGS,
): string[] {
  const body = cleanTag(text);
  if (body === '' || max <= 0) return [];
  const taken = new Set(chosen.map(keyOf));
  const scored: { name: string; hits: number; order: number }[] = [];
  tags.forEach((tag, order) => {
    if (taken.has(keyOf(tag.name))) return;
    let pattern = patternCache.get(tag);
    if (pattern === undefined) {
      pattern = tagPattern(tag);
      patternCache.set(tag, pattern);
    }
    if (!pattern) return;
    const hits = body.match(pattern)?.length ?? 0;
    if (hits > 0) scored.push({ name: tag.name, hits, order });
  });
  scored.sort((a, b) => b.hits - a.hits || a.order - b.order);
  return scored.slice(0, max).map((s) => s.name);
}
