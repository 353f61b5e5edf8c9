import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_TEXT, extractShareText, scoreSentence, shareInvitation, splitSentences } from './shareText';

const discussion = (title: string, contentText: string) => ({ postType: 'DISCUSSION', title, contentText });

describe('extractShareText', () => {
  it('uses a poll title, or the default poll text without one', () => {
    expect(extractShareText({ postType: 'POLL', title: 'Should we strike in March', contentText: 'The union wants to strike now!' })).toBe('Should we strike in March');
    expect(extractShareText({ postType: 'POLL', title: '  ', contentText: '' })).toBe(DEFAULT_POLL_TEXT);
  });

  it('uses a title ending with a question mark as it is', () => {
    expect(extractShareText(discussion('Is a four-day week fair?', 'Our union won fair pay and better safety rules this year!'))).toBe('Is a four-day week fair?');
  });

  it('picks the sentence with the most keyword hits', () => {
    const text = 'I started at the store in June last year. The union helped workers win fair wages and safety rules. We meet on Sundays at the hall.';
    expect(extractShareText(discussion('Our story', text))).toBe('The union helped workers win fair wages and safety rules.');
  });

  it('counts an exclamation or question mark', () => {
    const text = 'We talked to the staff about lunch. Did anyone else get this memo today? The weather was fine all week long.';
    expect(extractShareText(discussion('Memo', text))).toBe('Did anyone else get this memo today?');
  });

  it('prefers the first half of the text on equal content', () => {
    const text = 'The first plain sentence is right here. Another plain sentence sits here too. A third plain sentence is at the end. The last plain sentence closes it out.';
    expect(extractShareText(discussion('Plain', text))).toBe('The first plain sentence is right here.');
  });

  it('counts only sentences before the middle as the first half', () => {
    // Two sentences: the second is not in the first half, so its mark only ties the first's position.
    const text = 'A quiet opening line sits here. Another line that ends loudly!';
    expect(extractShareText(discussion('Halves', text))).toBe('A quiet opening line sits here.');
  });

  it('penalises sentences over 150 characters', () => {
    const long = `The union ${'really '.repeat(20)}matters a lot here.`;
    expect(long.length).toBeGreaterThan(150);
    expect(long.length).toBeLessThan(200);
    const text = `${long} Short note about the union meeting.`;
    expect(extractShareText(discussion('Long', text))).toBe('Short note about the union meeting.');
  });

  it('skips sentences of 20 characters or fewer and of 200 or more', () => {
    const twenty = 'Union strike now ok.'; // 20 characters
    expect(twenty.length).toBe(20);
    const tooLong = `Union ${'x'.repeat(200)}.`;
    expect(extractShareText(discussion('Fallback title', `${twenty} ${tooLong}`))).toBe('Fallback title');
    const twentyOne = 'Union strike now, ok.';
    expect(extractShareText(discussion('Fallback title', twentyOne))).toBe(twentyOne);
  });

  it('falls back to the title, capped at 200 characters', () => {
    expect(extractShareText(discussion('Just a title', ''))).toBe('Just a title');
    const longTitle = 'T'.repeat(250);
    const result = extractShareText(discussion(longTitle, ''));
    expect(result).toHaveLength(200);
    expect(result.endsWith('…')).toBe(true);
  });
});

describe('scoreSentence', () => {
  it('adds keyword hits, a mark and the first half, and takes two off long sentences', () => {
    expect(scoreSentence('Union workers want fair pay!', 0, 4)).toBe(4 + 1 + 1);
    expect(scoreSentence('Nothing to see here at all.', 3, 4)).toBe(0);
    expect(scoreSentence(`${'a'.repeat(151)}.`, 3, 4)).toBe(-2);
  });
});

describe('splitSentences', () => {
  it('keeps end marks and collapses whitespace', () => {
    expect(splitSentences('One here.  Two\nthere!  Three?')).toEqual(['One here.', 'Two there!', 'Three?']);
  });
});

describe('shareInvitation', () => {
  it('is specific per post type', () => {
    expect(shareInvitation('POLL')).toMatch(/poll/i);
    expect(shareInvitation('DISCUSSION')).toMatch(/discussion/i);
  });
});
