import { describe, expect, it } from 'vitest';
import { isWarningSeverity, trustLevelOf, WARNING_SEVERITY_LABELS } from './levels.ts';

describe('trust levels', () => {
  it.each([
    [null, 'N/A'],
    [1000, 'Excellent'],
    [800, 'Excellent'],
    [799, 'Good'],
    [600, 'Good'],
    [599, 'Fair'],
    [400, 'Fair'],
    [399, 'Poor'],
    [200, 'Poor'],
    [199, 'Very Poor'],
    [0, 'Very Poor'],
  ])('labels %s as %s', (score, label) => expect(trustLevelOf(score)).toBe(label));
});

describe('warning severities', () => {
  it('labels 1 to 5 as the spec does', () =>
    expect(Object.values(WARNING_SEVERITY_LABELS)).toEqual(['Minor', 'Moderate', 'Serious', 'Severe', 'Critical']));
  it.each([0, 6, 2.5, '3', null])('refuses %j', (value) => expect(isWarningSeverity(value)).toBe(false));
  it('accepts 1 and 5', () => expect([1, 5].every(isWarningSeverity)).toBe(true));
});
