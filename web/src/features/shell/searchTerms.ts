// A search as typed, made what every search box sends (spec §9): one line, trimmed, 200 characters
// at most. Apart from the search history, which only the search dialog needs.
export const MAX_SEARCH_LENGTH = 200;

export function normaliseSearch(term: string): string {
  return term.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
}
