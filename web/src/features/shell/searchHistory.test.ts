import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import {
  SEARCH_HISTORY_SHOWN,
  addToHistory,
  readSearchHistory,
  recordSearch,
  removeFromHistory,
  searchSuggestions,
} from './searchHistory';

describe('search history', () => {
  it('puts the newest first and removes duplicates regardless of case', () => {
    expect(addToHistory(['wages', 'strike'], 'Strike')).toEqual(['Strike', 'wages']);
  });

  it('keeps 10 searches', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i += 1) history = addToHistory(history, `term ${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('term 12');
    expect(history.slice(0, SEARCH_HISTORY_SHOWN)).toEqual(['term 12', 'term 11', 'term 10', 'term 9', 'term 8']);
  });

  it('ignores blank searches and normalises whitespace', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
    expect(addToHistory([], '  heat   safety ')).toEqual(['heat safety']);
  });

  it('removes an entry', () => {
    expect(removeFromHistory(['Wages', 'strike'], 'wages')).toEqual(['strike']);
  });

  it('persists in storage', () => {
    const storage = createMemoryStorage();
    recordSearch('overtime', storage);
    recordSearch('breaks', storage);
    expect(readSearchHistory(storage)).toEqual(['breaks', 'overtime']);
  });

  it('ignores a corrupt stored value', () => {
    const storage = createMemoryStorage({ 'wc.searchHistory': '{"a":1}' });
    expect(readSearchHistory(storage)).toEqual([]);
  });
});

describe('searchSuggestions', () => {
  it('offers matching recent searches, then topic words, up to 6', () => {
    const result = searchSuggestions('s', ['sick pay', 'overtime'], ['safety', 'strike', 'scheduling', 'sick leave', 'staffing', 'stewards', 'salary']);
    expect(result).toHaveLength(6);
    expect(result[0]).toEqual({ term: 'sick pay', source: 'recent' });
    expect(result[1].source).toBe('topic');
  });

  it('returns nothing for an empty input and skips the exact term', () => {
    expect(searchSuggestions('  ', ['a'])).toEqual([]);
    expect(searchSuggestions('wages', ['wages'], ['wages'])).toEqual([]);
  });
});
