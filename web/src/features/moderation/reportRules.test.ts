import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_REASONS, REPORT_MESSAGES, reportFormError, usableReasons } from './reportRules';

const form = { signedIn: true, userId: 'VXNlcjox', reason: 'harassment', details: '' };

describe('reportFormError', () => {
  it('checks in the spec order with its messages', () => {
    expect(reportFormError({ ...form, signedIn: false })).toBe(REPORT_MESSAGES.loginRequired);
    expect(reportFormError({ ...form, userId: ' ' })).toBe(REPORT_MESSAGES.invalidUser);
    expect(reportFormError({ ...form, reason: '', details: '  ' })).toBe(REPORT_MESSAGES.reasonRequired);
    expect(reportFormError({ ...form, reason: 'other', details: ' ' })).toBe(REPORT_MESSAGES.detailsRequired);
    expect(reportFormError({ ...form, details: 'x'.repeat(1001) })).toBe(REPORT_MESSAGES.detailsTooLong);
  });

  it('accepts a reason alone, details alone, and other with details', () => {
    expect(reportFormError(form)).toBeNull();
    expect(reportFormError({ ...form, reason: '', details: 'He keeps messaging me.' })).toBeNull();
    expect(reportFormError({ ...form, reason: 'other', details: 'Pretends to be the steward.' })).toBeNull();
  });
});

describe('usableReasons', () => {
  it('falls back to the default list (with Harassment or bullying and Other) when the server list is missing or empty', () => {
    expect(usableReasons(null)).toBe(DEFAULT_REPORT_REASONS);
    expect(usableReasons([])).toBe(DEFAULT_REPORT_REASONS);
    expect(DEFAULT_REPORT_REASONS.map((r) => r.value)).toEqual(['harassment', 'spam', 'hate_speech', 'threats', 'impersonation', 'inappropriate_content', 'other']);
    expect(DEFAULT_REPORT_REASONS[0]!.label).toBe('Harassment or bullying');
  });

  it('keeps the server list when usable', () => {
    const list = [{ value: 'spam', label: 'Spam' }];
    expect(usableReasons(list)).toEqual(list);
  });
});
