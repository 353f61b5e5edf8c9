import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  USERNAME_RULES_MESSAGE,
  normaliseDisplayName,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validateUsername,
} from './validation';

describe('form validation', () => {
  it('checks e-mail addresses', () => {
    expect(validateEmail('rosa@example.org')).toBeNull();
    expect(validateEmail(' rosa@example.org ')).toBeNull();
    expect(validateEmail('rosa@example')).toBe(EMAIL_MESSAGE);
    expect(validateEmail('rosa example.org')).toBe(EMAIL_MESSAGE);
    expect(validateEmail('')).toBe(EMAIL_MESSAGE);
  });

  it('checks usernames: 3-30 letters, digits, underscore, hyphen', () => {
    expect(validateUsername('')).toBe(USERNAME_REQUIRED_MESSAGE);
    expect(validateUsername('ab')).toBe(USERNAME_RULES_MESSAGE);
    expect(validateUsername('a'.repeat(31))).toBe(USERNAME_RULES_MESSAGE);
    expect(validateUsername('has space')).toBe(USERNAME_RULES_MESSAGE);
    expect(validateUsername('dot.name')).toBe(USERNAME_RULES_MESSAGE);
    expect(validateUsername('shop_steward-42')).toBeNull();
    expect(validateUsername('a'.repeat(30))).toBeNull();
  });

  it('checks password length and confirmation', () => {
    expect(validateNewPassword('1234567')).toBe(PASSWORD_LENGTH_MESSAGE);
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgH')).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgh')).toBeNull();
  });

  it('normalises display names like the server', () => {
    expect(normaliseDisplayName(' <b>Rosa</b> ')).toBe('Rosa');
    expect(normaliseDisplayName('x'.repeat(60))).toHaveLength(50);
  });
});
