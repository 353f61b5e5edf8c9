// @username mentions in text, as the server reads them (api/src/domain/mentions/parse.ts: keep the
// two patterns equal): '@' + 3 to 30 of A-Z a-z 0-9 _ - standing as a word, not in an address or URL.
export const MENTION_PATTERN = /(?<![A-Za-z0-9_.@/\\-])@([A-Za-z0-9_-]{3,30})(?![A-Za-z0-9_@-])/g;

export type MentionPiece = { text: string } | { username: string };

/** Text cut into plain runs and mentions, in order. */
export function splitMentions(text: string): MentionPiece[] {
  const pieces: MentionPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ username: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** The profile page of a mentioned member (the route takes a username or an id). */
export const mentionHref = (username: string) => `/profile/${encodeURIComponent(username)}`;
