// Recent searches (spec §2, §9): 10 kept on the device, the first 5 shown, most recent
// first, without duplicates (case-insensitive). Cleared on logout.
import { STORAGE_KEYS, getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';

export const SEARCH_HISTORY_KEPT = 10;
export const SEARCH_HISTORY_SHOWN = 5;
export const SEARCH_SUGGESTIONS_MAX = 6;
export const MAX_SEARCH_LENGTH = 200;

export function normaliseSearch(term: string): string {
  return term.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
}

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

/** Words that help people find workplace discussions; used for suggestions while typing. */
export const TOPIC_WORDS = [
  'wages',
  'overtime',
  'scheduling',
  'breaks',
  'health and safety',
  'heat safety',
  'harassment',
  'retaliation',
  'union drive',
  'contract negotiation',
  'strike',
  'benefits',
  'sick leave',
  'parental leave',
  'remote work',
  'layoffs',
  'tips',
  'misclassification',
  'staffing levels',
  'workplace surveillance',
];

/** Suggestions while typing: matching recent searches first, then topic words; at most 6. */
export function searchSuggestions(
  input: string,
  history: readonly string[],
  topics: readonly string[] = TOPIC_WORDS,
  max: number = SEARCH_SUGGESTIONS_MAX,
): { term: string; source: 'recent' | 'topic' }[] {
  const query = normaliseSearch(input).toLowerCase();
  if (query === '') return [];
  const seen = new Set<string>();
  const out: { term: string; source: 'recent' | 'topic' }[] = [];
  const add = (term: string, source: 'recent' | 'topic') => {
    const key = term.toLowerCase();
    if (seen.has(key) || key === query || !key.includes(query)) return;
    seen.add(key);
    out.push({ term, source });
  };
  history.forEach((term) => add(term, 'recent'));
  topics.filter((t) => t.toLowerCase().startsWith(query)).forEach((term) => add(term, 'topic'));
  topics.forEach((term) => add(term, 'topic'));
  return out.slice(0, max);
}
