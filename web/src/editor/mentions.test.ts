import { describe, expect, it } from 'vitest';
import { splitMentions } from './mentions';
import { mentionAtCaret } from './mentionAutocomplete';

describe('splitMentions', () => {
  it('cuts text into runs and mentions, skipping addresses', () => {
    expect(splitMentions('hi @ana_b, mail x@bob.org')).toEqual([{ text: 'hi ' }, { username: 'ana_b' }, { text: ', mail x@bob.org' }]);
    expect(splitMentions('plain')).toEqual([{ text: 'plain' }]);
  });
});

describe('mentionAtCaret', () => {
  it('finds the @word being typed', () => {
    expect(mentionAtCaret('hello @an')).toEqual({ prefix: 'an', start: 6 });
    expect(mentionAtCaret('@')).toEqual({ prefix: '', start: 0 });
    expect(mentionAtCaret('(@bo')).toEqual({ prefix: 'bo', start: 1 });
  });
  it('ignores addresses and finished words', () => {
    expect(mentionAtCaret('mail x@bo')).toBeNull();
    expect(mentionAtCaret('@bob ')).toBeNull();
  });
});
