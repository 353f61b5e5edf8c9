import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { cleanDisplayName, normalizeEmail, shownDisplayName, validatePassword, validateUsername } from './validation.ts';

const fails = (fn: () => unknown, message: string) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe(message);
    expect((error as DomainError).status).toBe(400);
    return;
  }
  throw new Error('expected a DomainError');
};

describe('account input rules', () => {
  it('accepts usernames of 3-30 letters, digits, underscores and hyphens', () => {
    expect(validateUsername('  ana_b-3 ')).toBe('ana_b-3');
    fails(() => validateUsername('ab'), 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only');
    fails(() => validateUsername('a'.repeat(31)), 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only');
    fails(() => validateUsername('ana b'), 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only');
    fails(() => validateUsername(''), 'Please enter a username');
  });

  it('lower-cases emails and rejects malformed ones', () => {
    expect(normalizeEmail(' Ana@Example.ORG ')).toBe('ana@example.org');
    fails(() => normalizeEmail('ana@'), 'Please enter a valid email address');
    fails(() => normalizeEmail(42), 'Please enter a valid email address');
  });

  it('requires 8 characters, and more when the strict and breach flags are on', () => {
    const off = { passwordStrict: false, breachCheck: false };
    expect(validatePassword('12345678', off)).toBe('12345678');
    fails(() => validatePassword('1234567', off), 'Password must be at least 8 characters long');
    fails(() => validatePassword('alllowercase1', { passwordStrict: true, breachCheck: false }), 'Password must include upper and lower case letters and a number');
    fails(() => validatePassword('Password1', { passwordStrict: false, breachCheck: true }), 'This password has appeared in a data breach. Please choose a different one.');
  });

  it('strips tags from display names, cuts them to 50 characters and falls back', () => {
    expect(cleanDisplayName('<b>Ana</b> <script>x</script>Lopez')).toBe('Ana xLopez');
    expect(cleanDisplayName('x'.repeat(80))).toHaveLength(50);
    expect(cleanDisplayName('   ')).toBeNull();
    expect(shownDisplayName({ displayName: null, username: 'ana' })).toBe('ana');
    expect(shownDisplayName({ displayName: null, username: null })).toBe('Anonymous');
  });
});
