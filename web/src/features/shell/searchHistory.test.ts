import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import {
  SEARCH_HISTORY_SHOWN,
  addToHistory,
  readSearchHistory,
  recordSearch,
  removeFromHistory,
  mixSuggestions,
  suggestionTarget,
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

describe('mixSuggestions', () => {
  const server = [
    { kind: 'campaign', label: 'Baristas United', value: 'baristas-united' },
    { kind: 'topic', label: 'breaks', value: 'breaks' },
    { kind: 'group', label: 'baristas', value: 'baristas' },
    { kind: 'tag', label: 'benefits', value: 'benefits' },
    { kind: 'topic', label: 'back pay', value: 'back pay' },
    { kind: 'topic', label: 'bargaining', value: 'bargaining' },
  ];

  it('puts matching recent searches first, then the server suggestions, up to 6', () => {
    const result = mixSuggestions('b', ['break room', 'overtime', 'Breaks'], server);
    expect(result).toHaveLength(6);
    expect(result.slice(0, 2)).toEqual([
      { kind: 'recent', label: 'break room', value: 'break room' },
      { kind: 'recent', label: 'Breaks', value: 'Breaks' },
    ]);
    // 'breaks' from the server is a duplicate of the recent 'Breaks'.
    expect(result.map((r) => r.label)).toEqual(['break room', 'Breaks', 'Baristas United', 'baristas', 'benefits', 'back pay']);
  });

  it('keeps at most 3 recent searches', () => {
    expect(mixSuggestions('a', ['a1', 'a2', 'a3', 'a4'], []).map((r) => r.label)).toEqual(['a1', 'a2', 'a3']);
  });

  it('returns nothing for an empty input and skips the exact term', () => {
    expect(mixSuggestions('  ', ['a'], server)).toEqual([]);
    expect(mixSuggestions('breaks', ['breaks'], [{ kind: 'topic', label: 'breaks', value: 'breaks' }])).toEqual([]);
  });

  it('sends campaigns to the campaign filter and the rest to a search', () => {
    expect(suggestionTarget({ kind: 'campaign', label: 'Baristas United', value: 'baristas-united' })).toBe('/?campaign=baristas-united');
    expect(suggestionTarget({ kind: 'topic', label: 'back pay', value: 'back pay' })).toBe('/?search=back%20pay');
  });
});
