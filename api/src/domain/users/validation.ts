// Input rules shared by every transport and by the web client's own checks.
import { DomainError, messages } from '../../lib/errors.ts';
import type { FeatureFlags } from '../../config.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DISPLAY_NAME_MAX = 50;
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

// A short offline list stands in for a breach service: machines here reach no such API.
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwertyui', 'qwerty123',
  'iloveyou', 'sunshine', 'football', 'baseball', 'welcome1', 'letmein1', 'admin123', 'abc12345',
  'monkey123', 'dragon123', 'trustno1', 'passw0rd', 'p@ssw0rd', '11111111', '00000000', 'princess',
  'superman', 'starwars', 'whatever', 'qwertyuiop', 'asdfghjk', 'zxcvbnm1', 'changeme',
  'qwerty12', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4', 'abcd1234', 'asdf1234', '1234qwer', '12341234',
  '87654321', '123123123', '12345678910', 'aaaaaaaa', 'asdfasdf', 'testtest', 'test1234', 'hello123',
  'iloveyou1', 'password!', 'password12', 'password1234', 'welcome123', 'letmein123', 'admin1234',
  'administrator', 'football1', 'baseball1', 'computer', 'internet', 'michelle', 'jennifer', 'liverpool',
  'master12', 'shadow12', 'secret12', 'mustang1', 'pokemon1', 'chocolate',
]);

/** The longest address mail systems deliver to (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX = 254;

export function normalizeEmail(input: unknown): string {
  const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw new DomainError('VALIDATION', messages.invalidEmail);
  return email;
}

export function validateUsername(input: unknown): string {
  const username = typeof input === 'string' ? input.trim() : '';
  if (!username) throw new DomainError('VALIDATION', messages.usernameRequired);
  if (!USERNAME_PATTERN.test(username)) throw new DomainError('VALIDATION', messages.usernameRules);
  return username;
}

export function validatePassword(input: unknown, features: Pick<FeatureFlags, 'passwordStrict' | 'breachCheck'>): string {
  const password = typeof input === 'string' ? input : '';
  if (password.length < PASSWORD_MIN) throw new DomainError('VALIDATION', messages.passwordTooShort);
  if (password.length > PASSWORD_MAX) throw new DomainError('VALIDATION', `Password must be at most ${PASSWORD_MAX} characters long`);
  if (features.passwordStrict && !(/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password))) {
    throw new DomainError('VALIDATION', messages.passwordTooWeak);
  }
  if (features.breachCheck && COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new DomainError('VALIDATION', messages.passwordBreached);
  }
  return password;
}

/** Spec: tags stripped, cut to 50 characters; empty becomes null (shown as username or 'Anonymous'). */
export function cleanDisplayName(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.replace(/<[^>]*>/g, '').replace(/[<>]/g, '').replace(/\s+/g, ' ').trim().slice(0, DISPLAY_NAME_MAX).trim();
  return text || null;
}

export function shownDisplayName(user: { displayName: string | null; username: string | null }): string {
  return user.displayName || user.username || 'Anonymous';
}
