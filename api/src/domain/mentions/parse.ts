// Finding @username mentions in a post's title and body or a comment (stored Slate JSON). A
// mention is '@' + a name by the username rules (users/validation.ts: 3 to 30 of A-Z a-z 0-9 _ -)
// standing as a word of its own: not inside an address or a URL (a@b.org, /@bob), not cut from a
// longer name. Text marked as code and the text of links is not read: code is quoted, not
// addressed to anyone, and a link already leads elsewhere. web/src/editor/mentions.ts renders the
// same matches as links; keep the two patterns equal.

/** At most this many members are notified of one post or comment (the first ones named). */
export const MENTIONS_MAX = 20;

/** The name is group 1. Before '@': nothing that would make it part of an address, a URL or a word. */
export const MENTION_PATTERN = /(?<![A-Za-z0-9_.@/\\-])@([A-Za-z0-9_-]{3,30})(?![A-Za-z0-9_@-])/g;

/** Lower-cased usernames mentioned in a plain text, in order of first appearance, distinct. */
export function mentionsInText(text: string, into: string[] = []): string[] {
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[1]!.toLowerCase();
    if (!into.includes(name)) into.push(name);
  }
  return into;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text leaf outside code marks and links, in document order (stored documents are shallow: at most 6 levels). */
function readableLeaves(nodes: unknown, out: string[]): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (!isNode(node)) continue;
    if (typeof node.text === 'string') {
      if (node.code !== true) out.push(node.text);
    } else if (node.type !== 'link') {
      readableLeaves(node.children, out);
    }
  }
}

/**
 * The lower-cased usernames a post (title and Slate body) or a comment (body only) mentions:
 * distinct, first appearance first, at most MENTIONS_MAX. Each leaf is read on its own, as the
 * web renderer links them: a name split by formatting is no mention.
 */
export function mentionedUsernames(content: { title?: string | null; doc?: unknown }): string[] {
  const names: string[] = [];
  if (content.title) mentionsInText(content.title, names);
  const leaves: string[] = [];
  readableLeaves(content.doc, leaves);
  for (const leaf of leaves) {
    mentionsInText(leaf, names);
    if (names.length >= MENTIONS_MAX) break;
  }
  return names.slice(0, MENTIONS_MAX);
}
