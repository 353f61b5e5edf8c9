import { describe, expect, it } from 'vitest';
import { hasMomentum, isPollClosed, timeLeftLabel, votesLabel } from './pollRules';

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
