import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_REASONS, FLAG_MESSAGES, chosenFlagReason, flagFormError, usableFlagReasons } from './flagRules';

describe('flag modal rules', () => {
  it("sends the chosen reason, or the typed text for 'Other'", () => {
    expect(chosenFlagReason('Spam or misleading', 'ignored')).toBe('Spam or misleading');
    expect(chosenFlagReason('Other', '  They posted   my address ')).toBe('They posted my address');
    expect(chosenFlagReason('Other', '   ')).toBe('');
    expect(chosenFlagReason('', 'text')).toBe('');
  });

  it('checks login first, then a reason, then its length, with the spec messages', () => {
    expect(flagFormError({ signedIn: false, reason: 'Spam or misleading' })).toBe('You must be logged in to flag content.');
    expect(flagFormError({ signedIn: true, reason: '' })).toBe('Please select or enter a reason for flagging.');
    expect(flagFormError({ signedIn: true, reason: 'x'.repeat(501) })).toBe(FLAG_MESSAGES.reasonTooLong);
    expect(flagFormError({ signedIn: true, reason: 'x'.repeat(500) })).toBeNull();
  });

  it("uses the server's list with 'Other' last, or the spec's defaults when it fails or is empty", () => {
    expect(usableFlagReasons(null)).toEqual(DEFAULT_FLAG_REASONS);
    expect(usableFlagReasons([])).toEqual(DEFAULT_FLAG_REASONS);
    expect(usableFlagReasons(['Other', 'Spam', 'Spam', ' '])).toEqual(['Spam', 'Other']);
    expect(usableFlagReasons(['Spam'])).toEqual(['Spam', 'Other']);
    expect(DEFAULT_FLAG_REASONS).toEqual([
      'Spam or misleading',
      'Harassment or hate speech',
      'Contains personal information',
      'Violence or threats',
      'Sexual or explicit content',
      'Other',
    ]);
    expect(FLAG_MESSAGES.failed).toBe('Failed to flag content. Please try again.');
  });
});
