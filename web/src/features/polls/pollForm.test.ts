import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_DURATION_HOURS, POLL_DURATIONS, POLL_FORM_MESSAGES, checkPollOptions, isPollDuration, pollOptionsValid } from './pollForm';

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
