import { describe, expect, it } from 'vitest';
import { inviteExpiryLabel, inviteUsesLabel, readMaxUses } from './inviteRules';

describe('readMaxUses', () => {
  it('reads an empty limit as none and a whole number from 1 to 1000', () => {
    expect(readMaxUses('  ')).toEqual({ value: null });
    expect(readMaxUses('1')).toEqual({ value: 1 });
    expect(readMaxUses(' 1000 ')).toEqual({ value: 1000 });
  });

  it('refuses anything else with the API text', () => {
    const error = 'The use limit must be a whole number from 1 to 1000';
    expect(readMaxUses('0')).toEqual({ error });
    expect(readMaxUses('1001')).toEqual({ error });
    expect(readMaxUses('2.5')).toEqual({ error });
    expect(readMaxUses('ten')).toEqual({ error });
  });
});

describe('invite labels', () => {
  it('counts uses against the limit', () => {
    expect(inviteUsesLabel(0, null)).toBe('No uses yet');
    expect(inviteUsesLabel(1, null)).toBe('1 use');
    expect(inviteUsesLabel(3, 10)).toBe('3 of 10 uses');
    expect(inviteUsesLabel(0, 1)).toBe('0 of 1 use');
  });

  it('says when a link expires or expired', () => {
    const now = Date.parse('2026-01-05T12:00:00Z');
    expect(inviteExpiryLabel(null, now)).toBe('Never expires');
    expect(inviteExpiryLabel('2026-01-06T12:00:00Z', now)).toMatch(/^Expires Jan 6, 2026/);
    expect(inviteExpiryLabel('2026-01-04T12:00:00Z', now)).toMatch(/^Expired Jan 4, 2026/);
  });
});
