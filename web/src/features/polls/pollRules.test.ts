import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLL_DURATION_HOURS,
  POLL_DURATIONS,
  POLL_FORM_MESSAGES,
  checkPollOptions,
  hasMomentum,
  isPollClosed,
  isPollDuration,
  pollOptionsValid,
  pollPercentages,
  timeLeftLabel,
  votesLabel,
} from './pollRules';

describe('poll percentages', () => {
  it('are all 0 without votes', () => {
    expect(pollPercentages([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('round and give the remainder to the last option', () => {
    expect(pollPercentages([1, 1, 1])).toEqual([33, 33, 34]);
    expect(pollPercentages([2, 1])).toEqual([67, 33]);
    expect(pollPercentages([1, 2])).toEqual([33, 67]);
    expect(pollPercentages([5, 5, 1])).toEqual([45, 45, 10]);
  });

  it('always sum to 100 once someone voted, never below 0', () => {
    for (const counts of [[1, 1, 3, 3, 0], [7, 3, 9, 1, 2], [1, 0], [0, 4], [3, 3, 3, 3, 3]]) {
      const result = pollPercentages(counts);
      expect(result.every((p) => p >= 0)).toBe(true);
      if (counts.some((c) => c > 0) && result.at(-1)! > 0) expect(result.reduce((a, b) => a + b, 0)).toBe(100);
    }
    expect(pollPercentages([1, 1, 3, 3, 0])).toEqual([13, 13, 38, 38, 0]);
  });
});

describe('duration choices', () => {
  it('are 1h, 6h, 12h, 1d, 3d, 7d, 30d with a 1 day default', () => {
    expect(POLL_DURATIONS.map((d) => d.label)).toEqual(['1h', '6h', '12h', '1d', '3d', '7d', '30d']);
    expect(POLL_DURATIONS.map((d) => d.hours)).toEqual([1, 6, 12, 24, 72, 168, 720]);
    expect(DEFAULT_POLL_DURATION_HOURS).toBe(24);
    expect(isPollDuration(24)).toBe(true);
    expect(isPollDuration(48)).toBe(false);
  });
});

describe('poll options in the form', () => {
  it('need at least two filled options', () => {
    const check = checkPollOptions(['Yes', '  ']);
    expect(check.form).toBe(POLL_FORM_MESSAGES.tooFewOptions);
    expect(check.options).toEqual([undefined, POLL_FORM_MESSAGES.optionEmpty]);
    expect(pollOptionsValid(check)).toBe(false);
  });

  it('ignore blank extra rows and trim the rest', () => {
    const check = checkPollOptions(['  Yes ', 'No', '', ' ']);
    expect(pollOptionsValid(check)).toBe(true);
    expect(check.cleaned).toEqual(['Yes', 'No']);
  });

  it('refuse options over 200 characters and more than five', () => {
    const long = checkPollOptions(['a'.repeat(201), 'b']);
    expect(long.options[0]).toBe(POLL_FORM_MESSAGES.optionLong);
    expect(pollOptionsValid(checkPollOptions(['a'.repeat(200), 'b']))).toBe(true);
    expect(checkPollOptions(['1', '2', '3', '4', '5', '6']).form).toBe(POLL_FORM_MESSAGES.tooManyOptions);
  });
});

describe('poll state', () => {
  it('has momentum from 25 votes', () => {
    expect(hasMomentum(24)).toBe(false);
    expect(hasMomentum(25)).toBe(true);
  });

  it('is closed when expired or past its end', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(isPollClosed({ isExpired: true, expiresAt: null }, now)).toBe(true);
    expect(isPollClosed({ isExpired: false, expiresAt: '2025-03-01T11:59:59Z' }, now)).toBe(true);
    expect(isPollClosed({ isExpired: false, expiresAt: '2025-03-01T12:00:01Z' }, now)).toBe(false);
    expect(isPollClosed({ isExpired: false, expiresAt: null }, now)).toBe(false);
  });

  it('labels votes and time left', () => {
    expect(votesLabel(1)).toBe('1 vote');
    expect(votesLabel(1200)).toBe('1,200 votes');
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(timeLeftLabel('2025-03-01T12:30:00Z', now)).toBe('Ends in 30 minutes');
    expect(timeLeftLabel('2025-03-01T15:00:00Z', now)).toBe('Ends in 3 hours');
    expect(timeLeftLabel('2025-03-08T12:00:00Z', now)).toBe('Ends in 7 days');
  });
});
