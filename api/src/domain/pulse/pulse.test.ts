import { describe, expect, it } from 'vitest';
import { pulseQuestionFor, pulseQuestions, pulseResults, pulseWeekOf } from './pulse.ts';

describe('pulseWeekOf', () => {
  it('is the Monday 00:00 UTC of the ISO week', () => {
    expect(pulseWeekOf(new Date('2026-11-25T22:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(pulseWeekOf(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    // Sunday late evening still belongs to the week that started on Monday.
    expect(pulseWeekOf(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(pulseWeekOf(new Date('2027-01-01T12:00:00Z')).toISOString()).toBe('2026-12-28T00:00:00.000Z');
  });
});

describe('pulseQuestionFor', () => {
  it('gives every day of a week the same question and the next week the next one', () => {
    const monday = pulseWeekOf(new Date('2026-11-23T00:00:00Z'));
    const index = pulseQuestions.indexOf(pulseQuestionFor(monday));
    expect(index).toBeGreaterThanOrEqual(0);
    const nextWeek = pulseWeekOf(new Date('2026-12-01T10:00:00Z'));
    expect(pulseQuestions.indexOf(pulseQuestionFor(nextWeek))).toBe((index + 1) % pulseQuestions.length);
  });

  it('has questions with 2 to 5 answers each', () => {
    for (const q of pulseQuestions) {
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.options.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('pulseResults', () => {
  it('lists every option with its count and whole percent', () => {
    expect(pulseResults(['a', 'b', 'c'], new Map([[0, 2], [2, 1]]))).toEqual([
      { option: 'a', count: 2, percent: 67 },
      { option: 'b', count: 0, percent: 0 },
      { option: 'c', count: 1, percent: 33 },
    ]);
  });
});
