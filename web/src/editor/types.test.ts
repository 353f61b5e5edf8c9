import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './serialize';
import { characterCount, emptyValue, excerpt, isEmptyValue, plainText, truncateText, type RichTextValue } from './types';

const doc: RichTextValue = [
  { type: 'heading-two', children: [{ text: 'Shift swaps' }] },
  {
    type: 'paragraph',
    children: [
      { text: 'Ask your ' },
      { text: 'steward', bold: true },
      { text: ' or read ' },
      { type: 'link', url: 'https://example.org', children: [{ text: 'the contract' }] },
      { text: '.' },
    ],
  },
  { type: 'paragraph', children: [{ text: '   ' }] },
  {
    type: 'bulleted-list',
    children: [
      { type: 'list-item', children: [{ text: 'Monday' }] },
      { type: 'list-item', children: [{ text: 'Tuesday' }] },
    ],
  },
  { type: 'block-quote', children: [{ text: 'An injury to one' }] },
];

describe('plainText', () => {
  it('joins blocks with blank lines and list items with line breaks', () => {
    expect(plainText(doc)).toBe('Shift swaps\n\nAsk your steward or read the contract.\n\nMonday\nTuesday\n\nAn injury to one');
  });

  it('keeps the text of unknown node types and skips junk', () => {
    const value = [
      { type: 'mystery', children: [{ text: 'kept' }] },
      { type: 'wrapper', children: [{ type: 'paragraph', children: [{ text: 'a' }] }, { type: 'paragraph', children: [{ text: 'b' }] }] },
      null,
      42,
      { type: 'paragraph' },
    ];
    expect(plainText(value)).toBe('kept\n\na\nb');
  });

  it('is empty for empty or malformed values', () => {
    expect(plainText(emptyValue())).toBe('');
    expect(plainText([])).toBe('');
    expect(plainText(null)).toBe('');
    expect(plainText('text')).toBe('');
  });
});

describe('isEmptyValue', () => {
  it('is true without visible text', () => {
    expect(isEmptyValue(emptyValue())).toBe(true);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue(undefined)).toBe(true);
    expect(isEmptyValue([{ type: 'paragraph', children: [{ text: ' \n\t' }] }, { type: 'paragraph', children: [{ text: '' }] }])).toBe(true);
    expect(isEmptyValue([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '' }] }] }])).toBe(true);
  });

  it('is false with any text', () => {
    expect(isEmptyValue(doc)).toBe(false);
    expect(isEmptyValue([{ type: 'paragraph', children: [{ text: 'x' }] }])).toBe(false);
    expect(isEmptyValue([{ type: 'paragraph', children: [{ text: '' }, { type: 'link', url: 'https://a.org', children: [{ text: 'a' }] }, { text: '' }] }])).toBe(false);
  });
});

describe('emptyValue', () => {
  it('returns a fresh paragraph each time', () => {
    const a = emptyValue();
    expect(a).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(emptyValue()).not.toBe(a);
  });
});

describe('characterCount', () => {
  it('counts the text of every leaf', () => {
    expect(characterCount(doc)).toBe('Shift swaps'.length + 'Ask your steward or read the contract.'.length + 3 + 'MondayTuesday'.length + 'An injury to one'.length);
    expect(characterCount(emptyValue())).toBe(0);
    expect(characterCount(null)).toBe(0);
  });
});

describe('truncateText and excerpt', () => {
  it('leaves short text alone', () => {
    expect(truncateText('Short text', 20)).toBe('Short text');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('The quick brown fox jumps', 12)).toBe('The quick…');
    expect(truncateText('The quick brown fox jumps', 15)).toBe('The quick brown…');
    expect(truncateText('Hello, world. Goodbye', 14)).toBe('Hello, world…');
  });

  it('cuts a single long word', () => {
    expect(truncateText('Supercalifragilistic', 5)).toBe('Super…');
  });

  it('collapses line breaks and never splits an emoji', () => {
    expect(truncateText('one\n\ntwo three', 100)).toBe('one two three');
    expect(truncateText('ab😀cd', 3)).toBe('ab…');
  });

  it('makes an excerpt of a value', () => {
    expect(excerpt(doc, 30)).toBe('Shift swaps Ask your steward…');
    expect(excerpt([], 30)).toBe('');
  });
});

describe('normalizeUrl', () => {
  it('keeps http, https and mailto addresses', () => {
    expect(normalizeUrl('https://example.org/a?b=c#d')).toBe('https://example.org/a?b=c#d');
    expect(normalizeUrl('http://example.org')).toBe('http://example.org');
    expect(normalizeUrl('HTTPS://Example.org')).toBe('HTTPS://Example.org');
    expect(normalizeUrl('mailto:rep@union.example')).toBe('mailto:rep@union.example');
    expect(normalizeUrl('  https://example.org  ')).toBe('https://example.org');
  });

  it('prefixes https:// when the scheme is missing', () => {
    expect(normalizeUrl('example.org')).toBe('https://example.org');
    expect(normalizeUrl('www.example.org/path?q=1')).toBe('https://www.example.org/path?q=1');
    expect(normalizeUrl('example.org:8080/x')).toBe('https://example.org:8080/x');
    expect(normalizeUrl('//example.org/x')).toBe('https://example.org/x');
  });

  it('turns a bare e-mail address into mailto:', () => {
    expect(normalizeUrl('rep@union.example')).toBe('mailto:rep@union.example');
  });

  it('refuses other schemes', () => {
    expect(normalizeUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeUrl('JavaScript:alert(1)')).toBeNull();
    expect(normalizeUrl(' javascript:alert(1)')).toBeNull();
    expect(normalizeUrl('java\tscript:alert(1)')).toBeNull();
    expect(normalizeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(normalizeUrl('vbscript:msgbox')).toBeNull();
    expect(normalizeUrl('file:///etc/passwd')).toBeNull();
    expect(normalizeUrl('ftp://example.org')).toBeNull();
  });

  it('refuses empty and malformed input', () => {
    expect(normalizeUrl('')).toBeNull();
    expect(normalizeUrl('   ')).toBeNull();
    expect(normalizeUrl('not a link')).toBeNull();
    expect(normalizeUrl('word')).toBeNull();
    expect(normalizeUrl('https://')).toBeNull();
    expect(normalizeUrl('mailto:')).toBeNull();
    expect(normalizeUrl('http://exa mple.org')).toBeNull();
  });
});
