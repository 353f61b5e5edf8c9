// The editor's @ autocomplete: what is being typed and who may be offered. Apart from
// mentions.ts, which post cards load eagerly: only the (lazy) editor needs this.
/**
 * The mention being typed at the caret: the word before it starts with '@' (after a space, an
 * opening bracket or quote, or the start of the text) and holds only username characters so far.
 * `prefix` may be empty (just '@'); `start` is the offset of the '@'.
 */
export function mentionAtCaret(textBeforeCaret: string): { prefix: string; start: number } | null {
  const match = /(?:^|[\s(["'])@([A-Za-z0-9_-]{0,30})$/.exec(textBeforeCaret);
  if (!match) return null;
  return { prefix: match[1]!, start: textBeforeCaret.length - match[1]!.length - 1 };
}
/** A member the autocomplete offers. */
export interface MentionCandidate {
  id: string;
  username: string;
  displayName: string;
  avatarColor: string;
}

/** Where the editor asks for candidates (features/mentions/useMentionCandidates.ts). */
export type MentionSource = (prefix: string) => Promise<MentionCandidate[]>;
