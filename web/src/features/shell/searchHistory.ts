// Recent searches (spec §2, §9): 10 kept on the device, the first 5 shown, most recent
// first, without duplicates (case-insensitive). Cleared on logout.
import { STORAGE_KEYS, getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';
import { normaliseSearch } from './searchTerms';

export const SEARCH_HISTORY_KEPT = 10;
export const SEARCH_HISTORY_SHOWN = 5;
export const SEARCH_SUGGESTIONS_MAX = 6;

export function addToHistory(history: readonly string[], term: string, kept: number = SEARCH_HISTORY_KEPT): string[] {
  const clean = normaliseSearch(term);
  if (clean === '') return [...history].slice(0, kept);
  return [clean, ...history.filter((item) => item.toLowerCase() !== clean.toLowerCase())].slice(0, kept);
}

export function removeFromHistory(history: readonly string[], term: string): string[] {
  return history.filter((item) => item.toLowerCase() !== term.toLowerCase());
}

export function readSearchHistory(storage: KeyValueStorage = getStorage()): string[] {
  const value = readJson<unknown>(STORAGE_KEYS.searchHistory, storage);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, SEARCH_HISTORY_KEPT) : [];
}

export function saveSearchHistory(history: readonly string[], storage: KeyValueStorage = getStorage()): void {
  writeJson(STORAGE_KEYS.searchHistory, history.slice(0, SEARCH_HISTORY_KEPT), storage);
}

export function recordSearch(term: string, storage: KeyValueStorage = getStorage()): string[] {
  const next = addToHistory(readSearchHistory(storage), term);
  saveSearchHistory(next, storage);
  return next;
}

export type SuggestionKind = 'recent' | 'campaign' | 'topic' | 'group' | 'tag';

export interface SearchSuggestionItem {
  kind: SuggestionKind;
  /** Text shown in the list. */
  label: string;
  /** The campaign id for campaigns, otherwise the search text. */
  value: string;
}

/** Matching recent searches shown before the server's suggestions. */
export const RECENT_SUGGESTIONS_MAX = 3;

/**
 * Suggestions while typing (shell spec §2): matching recent searches (at most 3) mixed with
 * the server's suggestions (campaigns, topic words, worker groups, tags), without duplicates
 * or the typed text itself; at most 6.
 */
export function mixSuggestions(
  input: string,
  history: readonly string[],
  server: readonly { kind: string; label: string; value: string }[],
  max: number = SEARCH_SUGGESTIONS_MAX,
): SearchSuggestionItem[] {
  const query = normaliseSearch(input).toLowerCase();
  if (query === '') return [];
  const seen = new Set<string>([query]);
  const out: SearchSuggestionItem[] = [];
  const add = (item: SearchSuggestionItem) => {
    const key = item.label.toLowerCase();
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push(item);
  };
  history
    .filter((term) => term.toLowerCase().includes(query))
    .slice(0, RECENT_SUGGESTIONS_MAX)
    .forEach((term) => add({ kind: 'recent', label: term, value: term }));
  for (const s of server) {
    const kind: SuggestionKind = s.kind === 'campaign' || s.kind === 'group' || s.kind === 'tag' ? s.kind : 'topic';
    if (s.label.trim() && s.value.trim()) add({ kind, label: s.label, value: s.value });
  }
  return out;
}

/** Where choosing a suggestion goes: a campaign filters the feed, anything else searches. */
export function suggestionTarget(item: SearchSuggestionItem): string {
  if (item.kind === 'campaign') return `/?campaign=${encodeURIComponent(item.value)}`;
  return `/?search=${encodeURIComponent(normaliseSearch(item.value))}`;
}
