import { describe, expect, it } from 'vitest';
import { MENTIONS_MAX, mentionedUsernames, mentionsInText } from './parse.ts';

describe('mentionsInText', () => {
  it('finds @names standing as words, lower-cased, distinct, in order', () => {
    expect(mentionsInText('Hi @Ana_B, @bob-1 and @ANA_B (again) @cy.')).toEqual(['ana_b', 'bob-1']);
  });
  it('skips addresses, URLs, too short or too long names and names glued to more', () => {
    expect(mentionsInText('mail x@bob.org, see https://e.org/@bob, @ab, @' + 'a'.repeat(31) + ' @bob@host')).toEqual([]);
  });
  it('accepts punctuation around a name', () => {
    expect(mentionsInText('(@carol) "@dave": @erin! @frank?')).toEqual(['carol', 'dave', 'erin', 'frank']);
  });
});

describe('mentionedUsernames', () => {
  it('reads the title and the text leaves, not code marks or link text', () => {
    const doc = [
      { type: 'paragraph', children: [{ text: 'ask @ann ' }, { text: '@coder', code: true }, { type: 'link', url: 'https://x.org', children: [{ text: '@linked' }] }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'and @listed' }] }] },
    ];
    expect(mentionedUsernames({ title: 'For @titled', doc })).toEqual(['titled', 'ann', 'listed']);
  });
  it(`keeps at most ${MENTIONS_MAX}`, () => {
    const text = Array.from({ length: 30 }, (_, i) => `@user${i}`).join(' ');
    expect(mentionedUsernames({ doc: [{ type: 'paragraph', children: [{ text }] }] })).toHaveLength(MENTIONS_MAX);
  });
  it('ignores what is not a document', () => {
    expect(mentionedUsernames({ doc: null })).toEqual([]);
    expect(mentionedUsernames({ doc: { text: '@nope' } })).toEqual([]);
  });
});
