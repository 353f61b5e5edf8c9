import { describe, expect, it } from 'vitest';
import { hasMemberHint } from './memberHint';

describe('member hint cookie', () => {
  it('is read from a Cookie header, among others or alone', () => {
    expect(hasMemberHint('commons_member=1')).toBe(true);
    expect(hasMemberHint('theme=dark; commons_member=1; x=y')).toBe(true);
    expect(hasMemberHint(undefined)).toBe(false);
    expect(hasMemberHint('')).toBe(false);
    expect(hasMemberHint('commons_member=')).toBe(false);
    expect(hasMemberHint('not_commons_member=1')).toBe(false);
  });
});
