import { describe, expect, it } from 'vitest';
import { SANCTION_MESSAGES, banFormError, describeHours, readDurationHours, severityLabel, warningFormError } from './sanctionRules';

describe('sanction dialogs rules', () => {
  it('labels severities as spec §5', () => {
    expect([1, 2, 3, 4, 5].map(severityLabel)).toEqual(['Minor', 'Moderate', 'Serious', 'Severe', 'Critical']);
  });
  it('a warning needs a type and a reason, within the lengths', () => {
    expect(warningFormError({ warningType: '', reason: 'x', details: '' })).toBe(SANCTION_MESSAGES.warningType);
    expect(warningFormError({ warningType: 'spam', reason: '  ', details: '' })).toBe(SANCTION_MESSAGES.reason);
    expect(warningFormError({ warningType: 'spam', reason: 'x'.repeat(501), details: '' })).toBe(SANCTION_MESSAGES.reasonTooLong);
    expect(warningFormError({ warningType: 'spam', reason: 'x', details: 'd'.repeat(2001) })).toBe(SANCTION_MESSAGES.detailsTooLong);
    expect(warningFormError({ warningType: 'spam', reason: 'Links', details: '' })).toBeNull();
  });
  it('a temporary ban needs whole hours from 1 to 8760; others need no duration', () => {
    for (const bad of ['', '0', '1.5', '8761', 'soon']) expect(readDurationHours(bad)).toBeNull();
    expect(readDurationHours('72')).toBe(72);
    expect(banFormError({ banType: 'TEMPORARY', duration: '0', reason: 'x', details: '' })).toBe(SANCTION_MESSAGES.duration);
    expect(banFormError({ banType: 'PERMANENT', duration: '', reason: 'x', details: '' })).toBeNull();
    expect(banFormError({ banType: 'SHADOW', duration: '', reason: '', details: '' })).toBe(SANCTION_MESSAGES.reason);
  });
  it('describes durations', () => {
    expect(describeHours(24)).toBe('1 day');
    expect(describeHours(72)).toBe('3 days');
    expect(describeHours(36)).toBe('36 hours');
    expect(describeHours(1)).toBe('1 hour');
  });
});
