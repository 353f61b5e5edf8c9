import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT_FORM, INVALID_URL, parseReportForm, toCount } from './performanceForm';

const filled = { url: '', views: '1000', likes: '50', shares: '5', comments: '7' };

describe('parseReportForm', () => {
  it('turns the counts into numbers and an empty url into null', () => {
    expect(parseReportForm(filled)).toEqual({ input: { url: null, views: 1000, likes: 50, shares: 5, comments: 7 } });
  });

  it('requires every count', () => {
    expect(parseReportForm(EMPTY_REPORT_FORM)).toEqual({
      errors: { views: 'Views is required', likes: 'Likes is required', shares: 'Shares is required', comments: 'Comments is required' },
    });
    expect(parseReportForm({ ...filled, shares: '  ' })).toEqual({ errors: { shares: 'Shares is required' } });
  });

  it('makes non-numbers 0 on submit', () => {
    expect(parseReportForm({ ...filled, likes: 'lots', comments: '-3' })).toEqual({ input: { url: null, views: 1000, likes: 0, shares: 5, comments: 0 } });
  });

  it('accepts an http(s) url and refuses anything else', () => {
    expect(parseReportForm({ ...filled, url: ' https://video.example/@me/1 ' })).toEqual({ input: { url: 'https://video.example/@me/1', views: 1000, likes: 50, shares: 5, comments: 7 } });
    expect(parseReportForm({ ...filled, url: 'not a url' })).toEqual({ errors: { url: INVALID_URL } });
    expect(parseReportForm({ ...filled, url: 'javascript:alert(1)' })).toEqual({ errors: { url: INVALID_URL } });
  });
});

describe('toCount', () => {
  it('keeps whole non-negative numbers', () => {
    expect(toCount('12.9')).toBe(12);
    expect(toCount('1e3')).toBe(1000);
    expect(toCount('Infinity')).toBe(0);
  });
});
